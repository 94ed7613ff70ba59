import Foundation

/// The colours of the picker's grid: a row of greys from white to black over nine rows
/// of twelve hues, from dark shades through the full colour to light tints.
enum ColorPickerPalette {
    static let columns = 12
    static let rows = 10

    /// The hues of the columns, in degrees: blues through purples, reds, oranges and
    /// yellows to greens, as iOS's grid runs.
    private static let hues: [CGFloat] = [200, 215, 235, 265, 290, 330, 0, 15, 30, 45, 55, 90]

    /// The colour at `row`, `column` (both clamped into the grid).
    static func color(row: Int, column: Int) -> UIColor {
        let row = min(max(row, 0), rows - 1), column = min(max(column, 0), columns - 1)
        if row == 0 {
            let white = 1 - CGFloat(column) / CGFloat(columns - 1)
            return UIColor(white: white, alpha: 1)
        }
        // 0 at the darkest shade, 1 at the lightest tint; the full colour in the middle.
        let t = CGFloat(row - 1) / CGFloat(rows - 2)
        let saturation = t < 0.5 ? 1 : 1 - 1.5 * (t - 0.5)
        let brightness = t < 0.5 ? 0.3 + 1.4 * t : 1
        return UIColor(hue: hues[column] / 360, saturation: saturation, brightness: brightness, alpha: 1)
    }

    /// The cell whose colour is `color` (alpha aside, within a step of 8-bit colour).
    static func cell(matching color: UIColor) -> (row: Int, column: Int)? {
        let cell = cell(nearest: color)
        let target = color.rgba, found = self.color(row: cell.row, column: cell.column).rgba
        let close = abs(found.red - target.red) <= 1 / 255 && abs(found.green - target.green) <= 1 / 255 && abs(found.blue - target.blue) <= 1 / 255
        return close ? cell : nil
    }

    /// The cell whose colour is nearest `color` (alpha aside).
    static func cell(nearest color: UIColor) -> (row: Int, column: Int) {
        let target = color.rgba
        var best = (row: 0, column: 0), bestDistance = CGFloat.infinity
        for row in 0..<rows {
            for column in 0..<columns {
                let candidate = self.color(row: row, column: column).rgba
                let distance = pow(candidate.red - target.red, 2) + pow(candidate.green - target.green, 2) + pow(candidate.blue - target.blue, 2)
                if distance < bestDistance { (best, bestDistance) = ((row, column), distance) }
            }
        }
        return best
    }
}
