import Foundation
import Testing
@testable import OpenSwiftUI

/// What apps and tests print describes values as SwiftUI's descriptions do.
@MainActor
@Suite struct DescriptionTests {
    @Test func animationsDescribeThemselvesNotTheirInternals() {
        #expect(Animation.default.description == "DefaultAnimation()")
        #expect(Animation.spring(duration: 0.5, bounce: 0.2).description == "SpringAnimation(duration: 0.5, bounce: 0.2)")
        #expect(Animation.linear(duration: 1).description == "BezierAnimation(duration: 1.0, curve: bezier(0.0, 0.0, 1.0, 1.0))")
        #expect(Animation.default != .spring(response: 0.55, dampingFraction: 1))
    }

    @Test func coloursAxesAndEnvironmentsDescribeThemselves() {
        #expect(Color.red.description == "red")
        #expect(Color.primary.description == "primary")
        #expect(Color(red: 1, green: 0, blue: 0).description == "#FF0000FF")
        #expect(Color.Resolved(red: 0, green: 0.5, blue: 1, opacity: 0.5).description == "#0080FF80")
        #expect(Axis.horizontal.description == "horizontal")
        #expect(String(describing: Axis.vertical) == "vertical")
        var environment = EnvironmentValues()
        #expect(environment.description == "[]")
        environment.colorScheme = .dark
        #expect(environment.description.contains("ColorSchemeKey = dark"), "\(environment.description)")
    }
}
