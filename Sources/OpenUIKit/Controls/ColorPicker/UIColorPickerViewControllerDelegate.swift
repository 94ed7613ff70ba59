import Foundation

/// What a colour picker tells about the colour chosen in it.
@MainActor
public protocol UIColorPickerViewControllerDelegate: AnyObject {
    /// The user chose `color`; `continuously` while a slider is being dragged (a final
    /// call with `false` follows when it is let go).
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)

    /// The picker was dismissed.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
