import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Records what a drag source and a drop target hear.
@MainActor
final class DragJournal: UIDragInteractionDelegate, UIDropInteractionDelegate {
    var entries: [String] = []
    var items: [UIDragItem] = []
    var proposal = UIDropOperation.copy
    var accepts = true
    var dropped: [String] = []
    var dropLocation: CGPoint?
    var sawLocalSession = false
    /// Whether a drop loads URLs (into `droppedURLs`) and images rather than text.
    var loadsFiles = false
    var droppedURLs: [URL] = []
    var droppedImages: [UIImage] = []
    var allowsMove = true
    var staysInTheApp = false

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        entries.append("items")
        session.localContext = "shelf"
        return items
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        allowsMove
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        staysInTheApp
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) { entries.append("begin") }
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation) {
        entries.append("willEnd \(operation)")
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        entries.append("didEnd \(operation)")
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession) { entries.append("transferred") }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        accepts && (loadsFiles ? session.canLoadObjects(ofClass: URL.self) : session.canLoadObjects(ofClass: String.self))
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) { entries.append("enter") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: proposal)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) { entries.append("exit") }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        entries.append("perform")
        dropLocation = session.location(in: interaction.view!)
        sawLocalSession = (session.localDragSession?.localContext as? String) == "shelf"
        if loadsFiles {
            session.loadObjects(ofClass: URL.self) { [weak self] urls in self?.droppedURLs = urls }
            session.loadObjects(ofClass: UIImage.self) { [weak self] images in self?.droppedImages = images.compactMap { $0 as? UIImage } }
        } else {
            session.loadObjects(ofClass: String.self) { [weak self] titles in self?.dropped = titles }
        }
    }
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) { entries.append("conclude") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) { entries.append("end") }
}

@MainActor @Suite("UIDragInteraction", .manualClock)
struct UIDragInteractionTests {
    private func scene() -> (UIWindow, UIView, UIView, DragJournal, UIDragInteraction) {
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let poster = UIView(frame: CGRect(x: 40, y: 120, width: 120, height: 160))
        poster.backgroundColor = .systemOrange
        let shelf = UIView(frame: CGRect(x: 20, y: 500, width: 350, height: 200))
        shelf.backgroundColor = .systemGray5
        root.view.addSubview(poster)
        root.view.addSubview(shelf)
        let journal = DragJournal()
        journal.items = [UIDragItem(itemProvider: NSItemProvider(object: "Ferns" as NSString)),
                         UIDragItem(itemProvider: NSItemProvider(object: "Moss" as NSString))]
        let drag = UIDragInteraction(delegate: journal)
        drag.isEnabled = true
        poster.addInteraction(drag)
        shelf.addInteraction(UIDropInteraction(delegate: journal))
        let window = presentationScene(root)
        window.layoutIfNeeded()
        return (window, poster, shelf, journal, drag)
    }

    /// Holds the poster until it lifts, then moves the touch to `end` in steps.
    private func liftAndMove(in window: UIWindow, to end: CGPoint) {
        let start = CGPoint(x: 100, y: 200)
        window.touchDown(at: start)
        TestClock.advance(by: 0.6)
        for step in 1...6 {
            let t = CGFloat(step) / 6
            window.touchMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
    }

    private func pixel(of image: CGImage, at point: CGPoint, scale: CGFloat) -> (red: Int, green: Int, blue: Int)? {
        let x = Int(point.x * scale), y = Int(point.y * scale)
        guard let data = image.dataProvider?.data.map({ [UInt8]($0) }), x < image.width, y < image.height else { return nil }
        let offset = y * image.bytesPerRow + x * image.bitsPerPixel / 8
        return (Int(data[offset]), Int(data[offset + 1]), Int(data[offset + 2]))
    }

    /// Saves `image` for a person to look at when `OPENUIKIT_LOOK` names a folder.
    private func lookAt(_ image: UIImage, name: String) {
        guard let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] else { return }
        _ = try? image.pngData()?.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
    }

    /// Lets main-actor tasks (the drop's loaded objects) run.
    private func settleTasks() async {
        for _ in 0..<20 { await Task.yield() }
    }

    @Test func aHeldViewDragsItsItemsOntoADropTarget() async throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, _, shelf, journal, _) = scene()
        liftAndMove(in: window, to: CGPoint(x: 200, y: 600))
        let preview = try #require(window.subviews.last as? UIImageView, "a picture of the poster follows the touch")
        #expect(preview.frame == CGRect(x: 140, y: 520, width: 120, height: 160), "held where it was gripped: \(preview.frame)")
        #expect(!preview.isUserInteractionEnabled)
        let frame = window.renderedImage()
        lookAt(frame, name: "drag-in-flight")
        let picture = try #require(frame.cgImage)
        let centre = try #require(pixel(of: picture, at: CGPoint(x: 200, y: 600), scale: frame.scale))
        #expect(centre.red > 200 && centre.green > 90 && centre.green < 190 && centre.blue < 90, "the orange poster's picture over the shelf: \(centre)")
        let home = try #require(pixel(of: picture, at: CGPoint(x: 100, y: 200), scale: frame.scale))
        #expect(home.red > 200 && home.blue < 90, "the poster stays in its place meanwhile: \(home)")
        window.touchUp(at: CGPoint(x: 200, y: 600))
        #expect(journal.entries == ["items", "begin", "enter", "perform", "transferred", "willEnd copy", "conclude", "end", "didEnd copy"])
        #expect(journal.dropLocation == CGPoint(x: 180, y: 100) && journal.sawLocalSession)
        #expect(!window.subviews.contains(preview), "the picture goes at the end")
        await settleTasks()
        #expect(journal.dropped == ["Ferns", "Moss"], "the items load in order on the main actor")
        _ = shelf
    }

    @Test func droppingAwayFromATargetCancels() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, _, _, journal, _) = scene()
        liftAndMove(in: window, to: CGPoint(x: 200, y: 600))
        window.touchMove(to: CGPoint(x: 200, y: 350))
        window.touchUp(at: CGPoint(x: 200, y: 350))
        #expect(journal.entries == ["items", "begin", "enter", "exit", "willEnd cancel", "end", "didEnd cancel"])
        #expect(journal.dropped.isEmpty)
    }

    @Test func aTargetThatForbidsOrCannotHandleTakesNothing() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, _, _, journal, _) = scene()
        journal.proposal = .forbidden
        liftAndMove(in: window, to: CGPoint(x: 200, y: 600))
        window.touchUp(at: CGPoint(x: 200, y: 600))
        #expect(journal.entries == ["items", "begin", "enter", "exit", "willEnd cancel", "end", "didEnd cancel"])
        journal.entries = []
        journal.accepts = false
        liftAndMove(in: window, to: CGPoint(x: 200, y: 600))
        window.touchUp(at: CGPoint(x: 200, y: 600))
        #expect(journal.entries == ["items", "begin", "willEnd cancel", "didEnd cancel"], "no enter when it cannot handle the items")
    }

    @Test func aMoveInTheAppStaysAMoveUnlessTheSourceForbidsIt() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, _, _, journal, _) = scene()
        journal.proposal = .move
        liftAndMove(in: window, to: CGPoint(x: 200, y: 600))
        window.touchUp(at: CGPoint(x: 200, y: 600))
        #expect(journal.entries.contains("didEnd move"))
        journal.entries = []
        journal.allowsMove = false
        liftAndMove(in: window, to: CGPoint(x: 200, y: 600))
        window.touchUp(at: CGPoint(x: 200, y: 600))
        #expect(journal.entries.contains("didEnd copy") && !journal.entries.contains("didEnd move"))
    }

    @Test func disabledOrEmptyDragsLeaveTheTouchToTheView() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, poster, _, journal, drag) = scene()
        #expect(!UIDragInteraction.isEnabledByDefault && !UIDragInteraction(delegate: journal).isEnabled)
        drag.isEnabled = false
        liftAndMove(in: window, to: CGPoint(x: 200, y: 600))
        window.touchUp(at: CGPoint(x: 200, y: 600))
        #expect(journal.entries.isEmpty)
        drag.isEnabled = true
        journal.items = []
        liftAndMove(in: window, to: CGPoint(x: 200, y: 600))
        window.touchUp(at: CGPoint(x: 200, y: 600))
        #expect(journal.entries == ["items"] && window.subviews.allSatisfy { !($0 is UIImageView) })
        poster.removeInteraction(drag)
        #expect(poster.gestureRecognizers?.isEmpty ?? true)
    }

    @Test func aDragThatLosesItsTouchEndsCancelled() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, _, _, journal, _) = scene()
        liftAndMove(in: window, to: CGPoint(x: 200, y: 600))
        window.touchCancel()
        #expect(journal.entries == ["items", "begin", "enter", "exit", "willEnd cancel", "end", "didEnd cancel"])
        #expect(window.subviews.allSatisfy { !($0 is UIImageView) })
    }
}
