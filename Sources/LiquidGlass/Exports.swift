import Foundation
@_exported import OpenCoreGraphics
