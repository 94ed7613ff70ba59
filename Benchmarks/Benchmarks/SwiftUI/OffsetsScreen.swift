import Benchmark
import Foundation
import Observation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenSwiftUI
@_spi(OpenUIKit) import OpenUIKit

@Observable
final class OffsetsModel {
    var shifted = false
}

/// 200 squares in a 10 × 20 grid, each moved by the model's offset.
struct OffsetsView: View {
    let model: OffsetsModel
    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<20, id: \.self) { row in
                HStack(spacing: 4) {
                    ForEach(0..<10, id: \.self) { column in
                        RoundedRectangle(cornerRadius: 6)
                            .fill(Color.blue)
                            .frame(width: 30, height: 30)
                            .offset(x: model.shifted ? CGFloat(column * 2) : 0, y: model.shifted ? 6 : 0)
                    }
                }
            }
        }
    }
}

/// The same 200 squares in UIKit, moved with `UIView.animate`.
final class OffsetsGrid: UIView {
    var squares: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        for row in 0..<20 {
            for column in 0..<10 {
                let square = UIView(frame: CGRect(x: 21 + CGFloat(column) * 34, y: 80 + CGFloat(row) * 34, width: 30, height: 30))
                square.backgroundColor = .systemBlue
                square.layer.cornerRadius = 6
                square.tag = column
                addSubview(square)
                squares.append(square)
            }
        }
    }

    required init?(coder: NSCoder) { nil }

    func shift(_ shifted: Bool) {
        for square in squares {
            square.transform = shifted ? CGAffineTransform(translationX: CGFloat(square.tag * 2), y: 6) : .identity
        }
    }
}

/// A window whose squares move back and forth in a half-second ease-in-out animation,
/// a new one starting whenever the last has run its course.
@MainActor
final class OffsetsScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private let swiftUI: Bool
    private let model = OffsetsModel()
    private let grid = OffsetsGrid(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private var framesLeft = 0
    private var shifted = false

    init(swiftUI: Bool) {
        self.swiftUI = swiftUI
        window.screen = UIScreen(bounds: window.bounds, scale: 3)
        if swiftUI {
            window.rootViewController = UIHostingController(rootView: OffsetsView(model: model))
        } else {
            let controller = UIViewController()
            controller.view.addSubview(grid)
            window.rootViewController = controller
        }
        window.makeKeyAndVisible()
    }

    func frame() {
        if framesLeft == 0 {
            shifted.toggle()
            if swiftUI {
                withAnimation(.easeInOut(duration: 0.5)) { model.shifted = shifted }
            } else {
                UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseInOut) { self.grid.shift(self.shifted) }
            }
            framesLeft = 60
        }
        framesLeft -= 1
        MediaClock.current.advance(by: 1.0 / 120)
        blackHole(window.updateFrame())
    }
}
