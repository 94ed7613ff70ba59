import Foundation
import FuzzSupport
import OpenSwiftUI

/// SwiftUI view trees built from the input (stacks, frames, padding, text, shapes and
/// their boolean operations,
/// spacers, priorities, geometry effects, transitions, content transitions, geometry
/// readers) with extreme
/// sizes and proposals, measured, laid out and drawn; then replaced by another tree in an
/// animation of the input's (durations and spring parameters that are not finite, repeat
/// counts below zero) and drawn again, as the animation starts. Then a scroll view is
/// scrolled from code (to missing ids, to rows a huge lazy stack has not made, with
/// anchors that are not finite) and a navigation path is edited (removing more than it
/// holds, replacing it inside an animation).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftUILayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    MainActor.assumeIsolated {
        let view = randomView(&input, depth: 0)
        let host = _UIHostingView(rootView: view)
        for _ in 0..<3 {
            _ = host.sizeThatFits(CGSize(width: input.geometry(), height: input.geometry()))
        }
        host.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        host.layoutIfNeeded()
        render(host)
        let next = randomView(&input, depth: 0)
        withAnimation(randomAnimation(&input)) { host.rootView = next }
        host.layoutIfNeeded()
        render(host)
        scrollFromCode(&input)
        editNavigationPath(&input)
    }
    return 0
}

/// Where a reader hands its proxy to the fuzzer.
@MainActor private final class ProxyBox {
    var proxy: ScrollViewProxy?
}

/// A scroll view of plain or lazy rows scrolled to ids the input picks.
@MainActor
private func scrollFromCode(_ input: inout FuzzInput) {
    let box = ProxyBox()
    let count = [0, 3, 200, 100_000][input.choose(4)]
    let lazy = input.bool()
    let rowLength = input.geometry()
    let view = ScrollViewReader { proxy in
        let _ = box.proxy = proxy
        ScrollView {
            if lazy {
                LazyVStack { ForEach(0..<count, id: \.self) { Color.green.frame(height: rowLength).id($0) } }
            } else {
                VStack { ForEach(0..<min(count, 200), id: \.self) { Color.green.frame(height: rowLength).id($0) } }
            }
        }
    }
    let host = _UIHostingView(rootView: view)
    host.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
    host.layoutIfNeeded()
    for _ in 0..<input.choose(4) {
        let anchor: UnitPoint? = input.bool() ? UnitPoint(x: input.geometry(), y: input.geometry()) : nil
        let target: AnyHashable = input.bool() ? AnyHashable(input.choose(200_000) - 50_000) : AnyHashable(input.text(maximum: 4))
        withAnimation(randomAnimation(&input)) { box.proxy?.scrollTo(target, anchor: anchor) }
        host.layoutIfNeeded()
    }
    render(host)
}

/// Where a stack's path lives while the fuzzer edits it.
@MainActor private final class PathBox {
    var path = NavigationPath()
}

/// A navigation stack whose path the input grows, shrinks past empty and replaces, some
/// changes inside animations.
@MainActor
private func editNavigationPath(_ input: inout FuzzInput) {
    let box = PathBox()
    let binding = Binding(get: { box.path }, set: { box.path = $0 })
    let view = NavigationStack(path: binding) {
        Text("Root").navigationDestination(for: Int.self) { Text("Screen \($0)") }
    }
    let host = _UIHostingView(rootView: view)
    host.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
    host.layoutIfNeeded()
    for _ in 0..<input.choose(6) {
        withAnimation(randomAnimation(&input)) {
            switch input.choose(4) {
            case 0: binding.wrappedValue.append(input.choose(10))
            case 1: binding.wrappedValue.removeLast(input.choose(5))
            case 2: binding.wrappedValue = NavigationPath((0..<input.choose(4)).map { $0 })
            default: binding.wrappedValue = NavigationPath()
            }
        }
        host.layoutIfNeeded()
    }
    render(host)
}

@MainActor
private func render(_ host: UIView) {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64), format: format).image { context in
        host.layer.render(in: context.cgContext)
    }
}

/// An animation with the input's parameters, however bad.
private func randomAnimation(_ input: inout FuzzInput) -> Animation? {
    switch input.choose(6) {
    case 0: return nil
    case 1: return .linear(duration: Double(input.geometry()))
    case 2: return .spring(duration: Double(input.geometry()), bounce: Double(input.geometry()))
    case 3: return .interpolatingSpring(mass: Double(input.geometry()), stiffness: Double(input.geometry()), damping: Double(input.geometry()))
    case 4: return .easeInOut(duration: Double(input.geometry(ordinary: 0...2))).repeatCount(input.choose(5) - 2)
    default: return .smooth.delay(Double(input.geometry())).speed(Double(input.geometry()))
    }
}

/// A transition chosen by the input.
private func randomTransition(_ input: inout FuzzInput) -> AnyTransition {
    switch input.choose(5) {
    case 0: return .opacity
    case 1: return .scale(scale: input.geometry(), anchor: .topLeading)
    case 2: return .move(edge: .leading).combined(with: .offset(x: input.geometry(), y: input.geometry()))
    case 3: return .asymmetric(insertion: .slide, removal: .push(from: .bottom))
    default: return .identity
    }
}

/// A rounded rectangle, alone or combined by a boolean operation with a moved, scaled ellipse.
private func randomGlass(_ input: inout FuzzInput) -> Glass {
    let base: [Glass] = [.regular, .clear, .identity, .thin]
    return base[input.choose(4)].tint(input.bool() ? Color(red: Double(input.geometry()), green: 0.4, blue: 1) : nil).interactive(input.bool())
}

private func combinedShape(_ input: inout FuzzInput) -> AnyShape {
    let base = RoundedRectangle(cornerRadius: input.geometry(ordinary: 0...30))
    let other = Ellipse().offset(x: input.geometry(), y: input.geometry()).scale(x: input.geometry(), y: input.geometry())
    let eoFill = input.bool()
    switch input.choose(8) {
    case 7: return AnyShape(concentricRectangle(&input))
    case 0: return AnyShape(base.union(other, eoFill: eoFill))
    case 1: return AnyShape(base.intersection(other, eoFill: eoFill))
    case 2: return AnyShape(base.subtracting(other, eoFill: eoFill))
    case 3: return AnyShape(base.symmetricDifference(other, eoFill: eoFill))
    case 4: return AnyShape(base.lineIntersection(other, eoFill: eoFill))
    case 5: return AnyShape(base.lineSubtraction(other, eoFill: eoFill))
    default: return AnyShape(base)
    }
}

/// A concentric rectangle with any corner styles, NaN and huge radii among them.
private func concentricRectangle(_ input: inout FuzzInput) -> ConcentricRectangle {
    func style(_ input: inout FuzzInput) -> Edge.Corner.Style {
        switch input.choose(3) {
        case 0: .fixed(input.geometry())
        case 1: .concentric(minimum: input.bool() ? .fixed(input.geometry()) : nil)
        default: .concentric
        }
    }
    switch input.choose(3) {
    case 0: return ConcentricRectangle(corners: style(&input), isUniform: input.bool())
    case 1: return ConcentricRectangle(uniformTopCorners: style(&input), bottomLeadingCorner: style(&input), bottomTrailingCorner: style(&input))
    default: return ConcentricRectangle(topLeadingCorner: style(&input), topTrailingCorner: style(&input),
                                        bottomLeadingCorner: style(&input), bottomTrailingCorner: style(&input))
    }
}

/// A lazy grid of `count` cells `length` long, with bad grid items.
@MainActor
private func grid(_ input: inout FuzzInput, count: Int, length: CGFloat) -> AnyView {
    let items = [GridItem(.adaptive(minimum: input.geometry(), maximum: input.geometry()), spacing: input.geometry()),
                 GridItem(.flexible(minimum: input.geometry(), maximum: input.geometry())), GridItem(.fixed(input.geometry()))]
    let chosen = Array(items.prefix(input.choose(4)))
    let spacing = input.geometry()
    let pinned: PinnedScrollableViews = input.bool() ? [.sectionHeaders, .sectionFooters] : []
    let header = input.geometry()
    let grid = input.bool()
        ? AnyView(LazyVGrid(columns: chosen, spacing: spacing, pinnedViews: pinned) {
            Section { ForEach(0..<count, id: \.self) { _ in Color.mint.frame(height: length) } } header: { Color.red.frame(height: header) }
        })
        : AnyView(LazyHGrid(rows: chosen, spacing: spacing, pinnedViews: pinned) {
            Section { ForEach(0..<count, id: \.self) { _ in Color.mint.frame(width: length) } } footer: { Color.red.frame(width: header) }
        })
    return AnyView(ScrollView(input.bool() ? .vertical : .horizontal) { grid })
}

@MainActor
private func randomView(_ input: inout FuzzInput, depth: Int) -> AnyView {
    let leaf = depth > 3 || input.isExhausted
    switch leaf ? input.choose(6) : input.choose(20) {
    case 0:
        // Half the texts are keys, whose Markdown is read.
        let string = input.text(maximum: 30)
        let text = input.bool() ? Text(LocalizedStringKey(string)) : Text(verbatim: string)
        return AnyView(text.font(.system(size: input.geometry(ordinary: 1...60))).lineLimit(input.choose(3))
            .truncationMode(input.bool() ? .middle : .head).minimumScaleFactor(input.geometry()).lineSpacing(input.geometry())
            .textCase(input.bool() ? .uppercase : nil))
    case 1: return AnyView(Spacer(minLength: input.geometry(ordinary: 0...50)))
    case 2: return AnyView(combinedShape(&input).fill(.blue))
    case 3: return AnyView(Color.red.frame(width: input.geometry(), height: input.geometry()))
    case 4:
        let stops = (0..<input.choose(4)).map { _ in Gradient.Stop(color: .orange, location: input.geometry()) }
        return AnyView(UnevenRoundedRectangle(topLeadingRadius: input.geometry(), bottomTrailingRadius: input.geometry())
            .trim(from: input.geometry(), to: input.geometry())
            .stroke(AngularGradient(stops: stops, center: UnitPoint(x: input.geometry(), y: input.geometry()),
                                    startAngle: .degrees(Double(input.geometry())), endAngle: .degrees(Double(input.geometry()))),
                    style: StrokeStyle(lineWidth: input.geometry(), dash: [input.geometry(), input.geometry()])))
    case 5:
        let stops = (0..<input.choose(4)).map { _ in Gradient.Stop(color: .purple, location: input.geometry()) }
        let tile = Image(systemName: input.bool() ? "star.fill" : "heart")
        let styles: [AnyShapeStyle] = [
            AnyShapeStyle(RadialGradient(stops: stops, center: .center, startRadius: input.geometry(), endRadius: input.geometry())),
            AnyShapeStyle(EllipticalGradient(stops: stops, startRadiusFraction: input.geometry(), endRadiusFraction: input.geometry())),
            AnyShapeStyle(ImagePaint(image: tile, sourceRect: CGRect(x: input.geometry(), y: 0, width: input.geometry(), height: 1), scale: input.geometry())),
            AnyShapeStyle(Color.teal.shadow(.drop(radius: input.geometry(), x: input.geometry(), y: input.geometry())).opacity(Double(input.geometry()))),
            AnyShapeStyle(Color.pink.shadow(.inner(radius: input.geometry(), x: input.geometry(), y: input.geometry()))),
            AnyShapeStyle(MeshGradient(
                width: input.choose(4), height: input.choose(4),
                points: (0..<input.choose(10)).map { _ in SIMD2(Float(input.geometry()), Float(input.geometry())) },
                colors: (0..<input.choose(10)).map { _ in Color.purple }, smoothsColors: input.bool())),
        ]
        return AnyView(Circle().inset(by: input.geometry()).fill(styles[input.choose(styles.count)]))
    case 12:
        return AnyView(randomView(&input, depth: depth + 1)
            .shadow(radius: input.geometry(), x: input.geometry(), y: input.geometry())
            .blur(radius: input.geometry(), opaque: input.bool())
            .brightness(Double(input.geometry())).hueRotation(.degrees(Double(input.geometry())))
            .clipShape(RoundedRectangle(cornerRadius: input.geometry()))
            .mask { Capsule().frame(width: input.geometry()) })
    case 18:
        let upper = Double(abs(input.geometry(ordinary: 0...10)))
        // A range with a NaN bound traps when it is made, before any control sees it.
        let bounds = 0...(upper.isNaN ? 1 : upper)
        let rowHeight = input.geometry(ordinary: 0...80), rowCount = input.choose(2000)
        return AnyView(VStack {
            Toggle(input.text(maximum: 12), isOn: .constant(input.bool())).toggleStyle(.switch)
            Slider(value: .constant(Double(input.geometry())), in: bounds, step: Double(input.geometry()))
            Stepper(input.text(maximum: 8), value: .constant(Double(input.geometry())), in: -1...1, step: Double(input.geometry()))
            ProgressView(value: Double(input.geometry()), total: Double(input.geometry()))
            Button(input.text(maximum: 8)) {}.buttonStyle(.borderedProminent).controlSize(input.bool() ? .mini : .extraLarge)
            ScrollView(input.bool() ? .vertical : .horizontal) {
                LazyVStack(spacing: input.geometry(), pinnedViews: input.bool() ? [.sectionHeaders, .sectionFooters] : []) {
                    ForEach(0..<rowCount, id: \.self) { Color.blue.frame(height: rowHeight).id($0) }
                    Section {
                        ForEach(0..<input.choose(50), id: \.self) { Color.red.frame(height: rowHeight).id(-1 - $0) }
                    } header: {
                        Color.green.frame(height: input.geometry())
                    } footer: {
                        Color.gray.frame(height: input.geometry())
                    }
                    .listSectionSpacing(input.geometry())
                }
            }
            .contentMargins(.all, input.geometry())
            grid(&input, count: rowCount, length: rowHeight)
        }.labelsHidden())
    case 19:
        // Lists of sections made by a ForEach, row modifiers and least row and header
        // heights with bad geometry, a selection
        // that may name no row, a popover attached through a bad anchor; rows that delete,
        // move and swipe in or out of edit mode, refreshable, and offsets out of range.
        let sections = input.choose(4), rows = input.choose(24)
        let editing = input.bool(), offset = input.choose(60) - 30, destination = input.choose(60) - 30
        var shuffled = Array(0..<rows)
        shuffled.move(fromOffsets: IndexSet(integer: offset), toOffset: destination)
        shuffled.remove(atOffsets: IndexSet(integer: destination))
        let insets = EdgeInsets(top: input.geometry(), leading: input.geometry(), bottom: input.geometry(), trailing: input.geometry())
        let anchor = CGRect(x: input.geometry(), y: input.geometry(), width: input.geometry(), height: input.geometry())
        let plain = input.bool(), title = input.text(maximum: 6), popoverText = input.text(maximum: 8)
        let shown = input.bool(), arrow: Edge? = input.bool() ? .top : nil, footerHeight = input.geometry()
        let rowHeight = input.geometry(), headerHeight = input.geometry()
        let list = List(selection: .constant(Optional(input.choose(rows + 2)))) {
            ForEach(0..<sections, id: \.self) { section in
                Section(title) {
                    ForEach(shuffled, id: \.self) { row in
                        Text("\(section).\(row)").listRowInsets(insets).listRowSeparator(row % 2 == 0 ? .hidden : .visible)
                            .swipeActions(edge: row % 3 == 0 ? .leading : .trailing, allowsFullSwipe: row % 2 == 0) {
                                Button(title) {}.tint(row % 4 == 0 ? nil : .purple)
                            }
                            .deleteDisabled(row % 5 == 0).moveDisabled(row % 7 == 0)
                    }
                    .onDelete { _ in }
                    .onMove { _, _ in }
                }
            }
            Color.orange.frame(height: footerHeight).listRowBackground(Color.green).tag(-1)
        }
        .environment(\.editMode, .constant(editing ? .active : .inactive))
        .environment(\.defaultMinListRowHeight, rowHeight)
        .environment(\.defaultMinListHeaderHeight, input.bool() ? headerHeight : nil)
        .refreshable {}
        let styled = plain ? AnyView(list.listStyle(.plain)) : AnyView(list.listStyle(.insetGrouped))
        return AnyView(styled.popover(isPresented: .constant(shown), attachmentAnchor: .rect(.rect(anchor)), arrowEdge: arrow) {
            Text(popoverText).presentationCompactAdaptation(.popover)
        })
    case 13:
        let children = (0..<input.choose(4)).map { _ in randomView(&input, depth: depth + 1) }
        let layout = input.bool() ? AnyLayout(HStackLayout(spacing: input.geometry())) : AnyLayout(ZStackLayout(alignment: .bottomTrailing))
        return AnyView(layout { ForEach(children.indices, id: \.self) { children[$0] } })
    case 14:
        let children = (0..<input.choose(3)).map { _ in randomView(&input, depth: depth + 1) }
        return AnyView(ViewThatFits { ForEach(children.indices, id: \.self) { children[$0] } }
            .aspectRatio(input.geometry(), contentMode: input.bool() ? .fit : .fill)
            .position(x: input.geometry(), y: input.geometry()).zIndex(Double(input.geometry())))
    case 15:
        let children = (0..<input.choose(4)).map { _ in randomView(&input, depth: depth + 1) }
        return AnyView(VStack(alignment: .leading, spacing: input.geometry(ordinary: 0...30)) {
            ForEach(children.indices, id: \.self) { children[$0] }
            Divider()
        })
    case 16:
        let children = (0..<input.choose(4)).map { _ in randomView(&input, depth: depth + 1) }
        return AnyView(HStack(spacing: input.geometry(ordinary: 0...30)) { ForEach(children.indices, id: \.self) { children[$0] } })
    case 17:
        let children = (0..<input.choose(4)).map { _ in randomView(&input, depth: depth + 1) }
        return AnyView(VStack(alignment: .leading, spacing: input.geometry(ordinary: 0...30)) { ForEach(children.indices, id: \.self) { children[$0] } })
    case 6:
        // Glass on any shape, merged in a container of any spacing, over a material.
        let children = (0..<input.choose(3)).map { _ in randomView(&input, depth: depth + 1) }
        let space = Namespace().wrappedValue
        let looks = children.indices.map { _ in (randomGlass(&input), input.bool() ? AnyShape(Capsule()) : combinedShape(&input), input.choose(3)) }
        let stack = ZStack {
            ForEach(children.indices, id: \.self) { index in
                children[index].glassEffect(looks[index].0, in: looks[index].1, isEnabled: looks[index].2 != 0)
                    .glassEffectUnion(id: looks[index].2 == 2 ? "union" : nil, namespace: space)
            }
        }
        .background(input.bool() ? AnyShapeStyle(.thinMaterial) : AnyShapeStyle(.bar), in: combinedShape(&input))
        .containerShape(RoundedRectangle(cornerRadius: input.geometry()))
        .backgroundExtensionEffect(isEnabled: input.bool())
        return input.bool() ? AnyView(GlassEffectContainer(spacing: input.geometry()) { stack }) : AnyView(stack)
    case 7:
        return AnyView(randomView(&input, depth: depth + 1)
            .frame(minWidth: input.geometry(), maxWidth: input.bool() ? .infinity : input.geometry(),
                   minHeight: input.geometry(), maxHeight: input.geometry())
            .layoutPriority(Double(input.geometry(ordinary: -10...10))))
    case 8:
        return AnyView(randomView(&input, depth: depth + 1)
            .scaleEffect(x: input.geometry(), y: input.geometry(), anchor: UnitPoint(x: input.geometry(), y: input.geometry()))
            .offset(x: input.geometry(), y: input.geometry())
            .rotationEffect(.degrees(Double(input.geometry()))))
    case 9:
        return AnyView(Text(input.text(maximum: 12)).contentTransition(input.bool() ? .numericText() : .opacity)
            .transition(randomTransition(&input)).id(input.choose(3)))
    case 10:
        let scale = input.geometry(ordinary: 0...2)
        let inner = randomView(&input, depth: depth + 1)
        return AnyView(GeometryReader { proxy in
            inner.frame(width: proxy.size.width * scale, height: proxy.size.height / max(scale, 0.01))
        })
    default:
        return AnyView(randomView(&input, depth: depth + 1)
            .padding(input.geometry(ordinary: 0...40))
            .fixedSize(horizontal: input.bool(), vertical: input.bool())
            .opacity(Double(input.geometry(ordinary: 0...1))))
    }
}
