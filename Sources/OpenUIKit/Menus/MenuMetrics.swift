import Foundation

/// The measures of iOS 26's menus, read off Apple's renders: rows about 42 points tall, a
/// leading column for images and checkmarks, text at 60 points, sections parted by inset
/// hairlines, on a glass panel with 28-point continuous corners.
enum MenuMetrics {
    static let rowHeight: CGFloat = 42
    /// The room between a context menu's lifted preview and its menu.
    static let previewGap: CGFloat = 12
    static let rowTextInset: CGFloat = 10
    static let horizontalInset: CGFloat = 24
    static let columnCentre: CGFloat = 35
    static let textInsetAfterColumn: CGFloat = 60
    static let imageSide: CGFloat = 19
    static let highlightInset: CGFloat = 8
    static let separatorHeight: CGFloat = 20
    static let headerHeight: CGFloat = 30
    static let smallCellHeight: CGFloat = 48
    static let mediumCellHeight: CGFloat = 66
    static let verticalPadding: CGFloat = 10
    static let cornerRadius: CGFloat = 28
    static let minimumWidth: CGFloat = 250
    static let maximumWidth: CGFloat = 320
    /// How far a menu keeps from the safe area's edges.
    static let margin: CGFloat = 8
}
