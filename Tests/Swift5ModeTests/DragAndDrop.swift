import OpenUIKitShim

// Drag and drop as Swift 5 code for Apple's UIKit writes it: a photo view that drags its
// caption and a board that takes text and images.

final class PhotoViewController: UIViewController, UIDragInteractionDelegate, UIDropInteractionDelegate {
    let photo = UIImageView()
    let board = UIView()
    var caption = "Ferns"
    var pinned: [String] = []
    var pinnedImages: [UIImage] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let drag = UIDragInteraction(delegate: self)
        drag.isEnabled = true
        photo.isUserInteractionEnabled = true
        photo.addInteraction(drag)
        board.addInteraction(UIDropInteraction(delegate: self))
        view.addSubview(photo)
        view.addSubview(board)
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        let item = UIDragItem(itemProvider: NSItemProvider(object: caption as NSString))
        item.localObject = caption
        return [item]
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? {
        let parameters = UIDragPreviewParameters()
        parameters.backgroundColor = .clear
        return UITargetedDragPreview(view: photo, parameters: parameters)
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self) || session.canLoadObjects(ofClass: UIImage.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        let proposal = UIDropProposal(operation: session.localDragSession == nil ? .copy : .move)
        proposal.isPrecise = true
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        _ = session.loadObjects(ofClass: String.self) { texts in self.pinned += texts }
        _ = session.loadObjects(ofClass: UIImage.self) { images in
            self.pinnedImages += images.compactMap { $0 as? UIImage }
        }
        for item in session.items where item.itemProvider.hasItemConformingToTypeIdentifier("public.url") {
            _ = item.itemProvider.loadObject(ofClass: URL.self) { url, error in _ = (url, error) }
        }
    }
}
