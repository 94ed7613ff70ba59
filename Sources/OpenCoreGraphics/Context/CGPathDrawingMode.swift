/// What `CGContext.drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0
    case eoFill
    case stroke
    case fillStroke
    case eoFillStroke
}
