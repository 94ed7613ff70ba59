import Foundation
import OpenSwiftUI

/// A SwiftUI app run with `@main`: a window on the desktop when `DISPLAY` is set, headless
/// otherwise (`OPENUIKIT_FRAMES_DIR=frames swift run swiftui-app` writes its frames).
@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup("Counter") {
            CounterView()
        }
    }
}

/// A card with a count, a gradient ring showing its progress toward ten, and buttons.
struct CounterView: View {
    @State private var count = 3

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                Circle().stroke(Color.gray.opacity(0.2), lineWidth: 14)
                Circle()
                    .trim(from: 0, to: CGFloat(count) / 10)
                    .stroke(AngularGradient(colors: [.blue, .purple, .pink, .blue], center: .center),
                            style: StrokeStyle(lineWidth: 14, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("\(count)")
                    .font(.system(size: 56, weight: .bold))
                    .contentTransition(.numericText())
            }
            .frame(width: 180, height: 180)
            HStack(spacing: 16) {
                Button("Less") { withAnimation(.snappy) { count = max(0, count - 1) } }
                Button("More") { withAnimation(.snappy) { count = min(10, count + 1) } }
            }
            .font(.headline)
        }
        .padding(32)
        .background(.white, in: RoundedRectangle(cornerRadius: 32))
        .shadow(color: .black.opacity(0.15), radius: 20, y: 10)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(LinearGradient(colors: [Color(red: 0.93, green: 0.95, blue: 1), Color(red: 0.98, green: 0.92, blue: 0.97)], startPoint: .top, endPoint: .bottom))
    }
}
