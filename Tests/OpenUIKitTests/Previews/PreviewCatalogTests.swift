import OpenSwiftUI
import OpenUIKit
import Testing

@MainActor
struct PreviewCatalogTests {
    private var fixtures: [PreviewCatalog.Entry] {
        PreviewCatalog.entries.filter { $0.fileID == "OpenUIKitTests/PreviewFixtures.swift" }
    }

    @Test func findsEveryMacroPreviewInSourceOrderWithItsNameOrLine() throws {
        let names = fixtures.map(\.name)
        #expect(names == ["Named view controller", "PreviewFixtures.swift:12", "Swatch", "Counter"])
        #expect(fixtures.map(\.line) == [6, 12, 18, 22])
    }

    @Test func previewsKeepTheirTraitsWithTheLastLayoutWinning() throws {
        let swatch = try #require(fixtures.first { $0.name == "Swatch" }).makePreview()
        #expect(swatch.layout == .sizeThatFits)
        #expect(swatch.isLandscape)
        let named = try #require(fixtures.first).makePreview()
        #expect(named.layout == .device)
        #expect(!named.isLandscape)
    }

    @Test func uiKitBodiesMakeTheirContentOnlyWhenAsked() throws {
        let named = try #require(fixtures.first).makePreview()
        guard case .viewController(let make) = named.content else {
            Issue.record("a view controller preview made \(named.content)")
            return
        }
        #expect(make().view.backgroundColor == .systemRed)
        let unnamed = try #require(fixtures.dropFirst().first).makePreview()
        guard case .view(let makeView) = unnamed.content else {
            Issue.record("a view preview made \(unnamed.content)")
            return
        }
        #expect(makeView().backgroundColor == .systemBlue)
    }

    @Test func swiftUIPreviewsAreHostedAtTheirIdealSize() throws {
        let swatch = try #require(fixtures.first { $0.name == "Swatch" }).makePreview()
        guard case .viewController(let make) = swatch.content else {
            Issue.record("a SwiftUI preview made \(swatch.content)")
            return
        }
        #expect(make().preferredContentSize == CGSize(width: 40, height: 30))
    }

    @Test func previewProvidersAreFoundWithTheirModifiers() throws {
        let badge = try #require(PreviewCatalog.entries.first { $0.name == "FixturePreviewBadge" }).makePreview()
        #expect(badge.layout == .fixed(width: 64, height: 48))
        let named = try #require(PreviewCatalog.entries.first { $0.name == "Provider with a name" }).makePreview()
        #expect(named.isLandscape)
        #expect(named.layout == .device)
    }

    @Test func aProgramWithoutConformancesToAProtocolFindsNone() {
        #expect(ConformanceRecords.types(conformingTo: "NoSuchProtocol", inModule: "OpenUIKit").isEmpty)
        #expect(!ConformanceRecords.types(conformingTo: "PreviewRegistry", inModule: "OpenUIKit").isEmpty)
    }
}
