import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
private final class Counter {
    var made = Set<Int>()
}

@MainActor
@Suite(.manualClock) struct ListTests {
    private func collection(in hosted: Hosted<some View>) throws -> UICollectionView {
        try #require(hosted.drawnViews.compactMap { $0.view as? UICollectionView }.first)
    }

    @Test func aHundredThousandRowsMakeOnlyTheRowsThatShow() throws {
        let counter = Counter()
        let list = List(0..<100_000) { index in
            let _ = counter.made.insert(index)
            Text("Row \(index)")
        }
        let hosted = Hosted(list, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let view = try collection(in: hosted)
        #expect(view.numberOfItems(inSection: 0) == 100_000)
        #expect(counter.made.count > 5 && counter.made.count < 60, "\(counter.made.count) rows made")
        #expect(hosted.window.voiceOverOrder.contains { $0.label == "Row 0" })
    }

    @Test func sectionsHaveHeadersAndStaticRowsStandAlone() throws {
        let list = List {
            Section("Fruit") {
                Text("Apple")
                Text("Pear")
            }
            Section {
                ForEach(["Carrot", "Leek"], id: \.self) { Text($0) }
            } header: {
                Text("Vegetables")
            }
            Text("Loose row")
        }
        .listStyle(.insetGrouped)
        let hosted = Hosted(list, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let view = try collection(in: hosted)
        #expect(view.numberOfSections == 3)
        #expect((0..<3).map { view.numberOfItems(inSection: $0) } == [2, 2, 1])
        let labels = hosted.window.voiceOverOrder.compactMap(\.label)
        for expected in ["Fruit", "Apple", "Pear", "Vegetables", "Carrot", "Leek", "Loose row"] {
            #expect(labels.contains { $0.contains(expected) }, "\(expected) in \(labels)")
        }
    }

    @Test func linksInAListPushOntoTheStack() throws {
        let view = NavigationStack {
            List(["Metropolis", "Nosferatu"], id: \.self) { title in NavigationLink(title, value: title) }
                .navigationTitle("Films")
                .navigationDestination(for: String.self) { Text("About \($0)") }
        }
        let hosted = Hosted(view, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let link = try #require(hosted.window.voiceOverOrder.first { $0.label?.contains("Nosferatu") == true })
        hosted.window.tap(at: link.activationPoint)
        hosted.settle()
        let navigation = try #require(hosted.controller.children.first as? UINavigationController)
        #expect(navigation.viewControllers.count == 2)
    }
}

extension ListTests {
    @Test func sectionFootersShowUnderTheirRows() throws {
        let list = List {
            Section {
                Text("Wi-Fi")
            } header: {
                Text("Network")
            } footer: {
                Text("Connects automatically.")
            }
        }
        let hosted = Hosted(list, size: CGSize(width: 390, height: 500), scale: 1)
        hosted.settle()
        let elements = hosted.window.voiceOverOrder
        let row = try #require(elements.first { $0.label == "Wi-Fi" })
        let footer = try #require(elements.first { $0.label == "Connects automatically." })
        #expect(footer.frame.minY >= row.frame.maxY)
    }

    @Test func sectionsMadeByAForEachAreSectionsOfTheList() throws {
        let decades = [(1930, ["Metropolis", "M"]), (1940, ["Casablanca", "Rope", "Notorious"])]
        let list = List {
            ForEach(decades, id: \.0) { decade in
                Section("The \(String(decade.0))s") {
                    ForEach(decade.1, id: \.self) { Text($0) }
                }
            }
        }
        let hosted = Hosted(list, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let view = try collection(in: hosted)
        #expect(view.numberOfSections == 2)
        #expect((0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) } == [2, 3])
        #expect(hosted.window.voiceOverOrder.compactMap(\.label).contains("The 1940s"))
    }

    @Test func rowsAreLeadingAligned() throws {
        let hosted = Hosted(List { Text("Short") }, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let label = try #require(hosted.drawnViews.first { ($0.view as? UILabel)?.text == "Short" })
        #expect(label.frame.minX < 60, "the row's text starts at its leading margin, not centred: \(label.frame)")
    }

    @Test func aListUnderABarScrollsUnderIt() throws {
        let view = NavigationStack {
            List(0..<50) { Text("Row \($0)") }.navigationTitle("Rows")
        }
        let hosted = Hosted(view, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        hosted.settle()
        let list = try collection(in: hosted)
        let frame = list.convert(list.bounds, to: nil)
        #expect(frame.minY == 0 && frame.maxY == 844, "the list reaches under the bars: \(frame)")
        #expect(list.adjustedContentInset.top > 47, "its rows start below the bar")
        #expect(list.contentOffset.y == -list.adjustedContentInset.top, "at the top of its rows")
    }

    @Test func selfSizedRowsDoNotOverlap() throws {
        let list = List {
            ForEach([1930, 1940], id: \.self) { decade in
            Section("The \(decade)s") {
                ForEach(0..<1000) { index in
                    NavigationLink(value: index) {
                        HStack {
                            Image(systemName: "star.fill")
                            VStack(alignment: .leading) {
                                Text("Film \(index)")
                                Text("19\(index % 100)").font(.subheadline)
                            }
                        }
                    }
                }
            }
            }
        }
        let tabs = TabView {
            Tab("Films", systemImage: "film") {
                NavigationStack { list.navigationTitle("Films").searchable(text: .constant(""), prompt: "Search films") }
            }
            Tab("Settings", systemImage: "gearshape") { Text("Settings") }
        }
        let hosted = Hosted(tabs, size: CGSize(width: 402, height: 874), scale: 1)
        hosted.settle()
        let view = try collection(in: hosted)
        let cells = view.indexPathsForVisibleItems.sorted().compactMap { path in view.cellForItem(at: path).map { (path, $0.frame) } }
        #expect(cells.count > 8)
        for (above, below) in zip(cells, cells.dropFirst()) {
            #expect(below.1.minY >= above.1.maxY - 0.5, "row \(below.0.item) starts at \(below.1.minY), inside row \(above.0.item) ending at \(above.1.maxY)")
        }
    }

    @Test func rowsNearTheBottomEdgeKeepTheirContentInside() throws {
        let list = List(0..<100) { index in
            VStack(alignment: .leading) {
                Text("Film \(index)")
                Text("1930").font(.subheadline)
            }
        }
        let hosted = Hosted(list, size: CGSize(width: 402, height: 874), scale: 2)
        hosted.window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        hosted.settle()
        _ = hosted.window.renderedImage()
        let view = try collection(in: hosted)
        let cells = view.subviews.compactMap { $0 as? UICollectionViewCell }.filter { !$0.isHidden }
        #expect(cells.count > 10)
        for cell in cells {
            for label in Self.labelFrames(in: cell.contentView, cell: cell) {
                #expect(label.minY >= 0 && label.maxY <= cell.bounds.height, "row \(view.indexPath(for: cell)?.item ?? -1)'s text at \(label)")
            }
        }
    }

    private static func labelFrames(in view: UIView, cell: UIView) -> [CGRect] {
        ((view as? UILabel).map { [$0.convert($0.bounds, to: cell)] } ?? []) + view.subviews.flatMap { labelFrames(in: $0, cell: cell) }
    }
}
