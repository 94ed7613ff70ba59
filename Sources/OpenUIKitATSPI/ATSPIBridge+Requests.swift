import Foundation
import OpenUIKitDBus
import OpenUIKitHost

/// Answers screen readers' method calls on the published nodes, one AT-SPI interface at a
/// time.
extension ATSPIBridge {
    private static let accessible = "org.a11y.atspi.Accessible"
    private static let application = "org.a11y.atspi.Application"
    private static let component = "org.a11y.atspi.Component"
    private static let action = "org.a11y.atspi.Action"
    private static let value = "org.a11y.atspi.Value"
    private static let text = "org.a11y.atspi.Text"
    private static let properties = "org.freedesktop.DBus.Properties"

    /// Replies to a method call on one of our objects; returns whether the message was ours.
    func handle(_ message: DBusMessage) -> Bool {
        guard message.isMethodCall else { return false }
        if message.path == "/org/a11y/atspi/cache" {
            // Clients ask for a cache first; an empty one sends them to the objects.
            let items = DBusValue.array(elementSignature: "((so)(so)(so)iiassusau)", [])
            reply(to: message, with: message.member == "GetItems" ? .success([items]) : unknown(message.interface, message.member))
            return true
        }
        guard let id = nodeID(at: message.path), let node = tree.node(id) else {
            guard message.path.hasPrefix("/org/a11y/atspi/") else { return false }
            reply(to: message, with: .failure(DBusFailure(name: "org.freedesktop.DBus.Error.UnknownObject", message: "No such object: \(message.path)")))
            return true
        }
        reply(to: message, with: answer(message.interface, message.member, message.arguments, node))
        return true
    }

    private func reply(to message: DBusMessage, with result: Result<[DBusValue], DBusFailure>) {
        guard !message.noReplyExpected else { return }
        let reply: DBusMessage?
        switch result {
        case .success(let values):
            reply = message.methodReturn()
            reply?.append(values)
        case .failure(let failure):
            reply = message.errorReply(name: failure.name, message: failure.message)
        }
        if let reply { bus.send(reply) }
    }

    private func unknown(_ interface: String, _ member: String) -> Result<[DBusValue], DBusFailure> {
        .failure(DBusFailure(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "\(interface).\(member) is not offered"))
    }

    private func answer(_ interface: String, _ member: String, _ arguments: [DBusValue], _ node: HostAccessibilityNode)
        -> Result<[DBusValue], DBusFailure>
    {
        switch interface {
        case Self.properties: propertiesCall(member, arguments, node)
        case Self.accessible: accessibleCall(member, arguments, node)
        case Self.application: applicationCall(member, arguments, node)
        case Self.component where node.role != .application: componentCall(member, arguments, node)
        case Self.action where !node.actions.isEmpty: actionCall(member, arguments, node)
        case Self.text where node.role.hasText: textCall(member, arguments, node)
        default: unknown(interface, member)
        }
    }

    func interfaces(of node: HostAccessibilityNode) -> [String] {
        var names = [Self.accessible]
        if node.role == .application { names.append(Self.application) } else { names.append(Self.component) }
        if !node.actions.isEmpty { names.append(Self.action) }
        if node.numericValue != nil { names.append(Self.value) }
        if node.role.hasText { names.append(Self.text) }
        return names
    }

    // MARK: org.freedesktop.DBus.Properties

    private func propertiesCall(_ member: String, _ arguments: [DBusValue], _ node: HostAccessibilityNode) -> Result<[DBusValue], DBusFailure> {
        let interface = arguments.first?.stringValue ?? ""
        let all = propertyValues(of: interface, node)
        switch member {
        case "Get":
            let name = arguments.count > 1 ? arguments[1].stringValue ?? "" : ""
            guard let value = all.first(where: { $0.key == name })?.value else {
                return .failure(DBusFailure(name: "org.freedesktop.DBus.Error.UnknownProperty", message: "\(interface).\(name)"))
            }
            return .success([.variant(value)])
        case "GetAll":
            return .success([.dictionary(keySignature: "s", valueSignature: "v", all.map { (.string($0.key), .variant($0.value)) })])
        case "Set":
            let name = arguments.count > 1 ? arguments[1].stringValue ?? "" : ""
            let newValue = arguments.count > 2 ? arguments[2] : .int32(0)
            if interface == Self.application, name == "Id" {
                applicationID = Int32(clamping: newValue.intValue ?? 0)
                return .success([])
            }
            if interface == Self.value, name == "CurrentValue", let number = newValue.doubleValue {
                _ = actions?.setValue(number, on: node.id)
                return .success([])
            }
            return .failure(DBusFailure(name: "org.freedesktop.DBus.Error.PropertyReadOnly", message: "\(interface).\(name)"))
        default:
            return unknown(Self.properties, member)
        }
    }

    private func propertyValues(of interface: String, _ node: HostAccessibilityNode) -> [(key: String, value: DBusValue)] {
        switch interface {
        case Self.accessible:
            return [
                ("Name", .string(node.name)), ("Description", .string(node.description)),
                ("Parent", node.id == tree.root.id ? desktop : reference(to: tree.parent(of: node.id)?.id)),
                ("ChildCount", .int32(Int32(clamping: node.children.count))), ("Locale", .string(locale)),
                ("AccessibleId", .string(node.identifier)), ("HelpText", .string(node.description)),
            ]
        case Self.application where node.role == .application:
            return [
                ("ToolkitName", .string("OpenUIKit")), ("Version", .string("1.0")), ("AtspiVersion", .string("2.1")),
                ("Id", .int32(applicationID)),
            ]
        case Self.action where !node.actions.isEmpty:
            return [("NActions", .int32(Int32(node.actions.count)))]
        case Self.value:
            guard let value = node.numericValue else { return [] }
            return [
                ("MinimumValue", .double(value.minimum)), ("MaximumValue", .double(value.maximum)),
                ("MinimumIncrement", .double(value.step)), ("CurrentValue", .double(value.current)),
                ("Text", .string(node.valueText)),
            ]
        case Self.text where node.role.hasText:
            return [("CharacterCount", .int32(Int32(clamping: text(of: node).count))), ("CaretOffset", .int32(0))]
        default:
            return []
        }
    }

    private var locale: String {
        let environment = ProcessInfo.processInfo.environment
        return environment["LC_ALL"] ?? environment["LANG"] ?? "C"
    }

    // MARK: org.a11y.atspi.Accessible

    private func accessibleCall(_ member: String, _ arguments: [DBusValue], _ node: HostAccessibilityNode) -> Result<[DBusValue], DBusFailure> {
        switch member {
        case "GetChildAtIndex":
            let index = arguments.first?.intValue ?? -1
            return .success([reference(to: node.children.indices.contains(index) ? node.children[index].id : nil)])
        case "GetChildren":
            return .success([.array(elementSignature: "(so)", node.children.map { reference(to: $0.id) })])
        case "GetIndexInParent":
            return .success([.int32(node.id == tree.root.id ? -1 : Int32(tree.index(of: node.id)))])
        case "GetRelationSet":
            return .success([.array(elementSignature: "(ua(so))", [])])
        case "GetRole":
            return .success([.uint32(node.role.atspiRole)])
        case "GetRoleName", "GetLocalizedRoleName":
            return .success([.string(node.role.atspiRoleName)])
        case "GetState":
            return .success([.array(elementSignature: "u", ATSPIStateSet(node.states).words.map { .uint32($0) })])
        case "GetAttributes":
            var attributes: [(key: DBusValue, value: DBusValue)] = [(.string("toolkit"), .string("OpenUIKit"))]
            if !node.identifier.isEmpty { attributes.append((.string("id"), .string(node.identifier))) }
            if !node.language.isEmpty { attributes.append((.string("language"), .string(node.language))) }
            return .success([.dictionary(keySignature: "s", valueSignature: "s", attributes)])
        case "GetApplication":
            return .success([reference(to: tree.root.id)])
        case "GetInterfaces":
            return .success([.array(elementSignature: "s", interfaces(of: node).map { .string($0) })])
        default:
            return unknown(Self.accessible, member)
        }
    }

    // MARK: org.a11y.atspi.Application

    private func applicationCall(_ member: String, _ arguments: [DBusValue], _ node: HostAccessibilityNode) -> Result<[DBusValue], DBusFailure> {
        switch member {
        case "GetLocale": .success([.string(locale)])
        case "RegisterEventListener", "DeregisterEventListener": .success([])
        default: unknown(Self.application, member)
        }
    }

    // MARK: org.a11y.atspi.Component

    /// `node`'s frame in AT-SPI coordinates: 0 screen, 1 window, 2 parent.
    private func extents(of node: HostAccessibilityNode, coordinateType: Int) -> HostPixelRect {
        var frame = node.frame
        switch coordinateType {
        case 0:
            let origin = windowOrigin(window(of: node)?.id ?? node.id)
            frame.x += origin.x
            frame.y += origin.y
        case 2:
            if let parent = tree.parent(of: node.id), parent.role != .application {
                frame.x -= parent.frame.x
                frame.y -= parent.frame.y
            }
        default:
            break
        }
        return frame
    }

    /// The window node `node` is in (itself when it is one).
    private func window(of node: HostAccessibilityNode) -> HostAccessibilityNode? {
        var current: HostAccessibilityNode? = node
        while let candidate = current, candidate.role != .window {
            current = tree.parent(of: candidate.id)
        }
        return current
    }

    /// A point in AT-SPI coordinates as a window point.
    private func windowPoint(_ arguments: [DBusValue], relativeTo node: HostAccessibilityNode) -> (x: Int, y: Int) {
        let x = arguments.first?.intValue ?? 0, y = arguments.count > 1 ? arguments[1].intValue ?? 0 : 0
        let type = arguments.count > 2 ? arguments[2].intValue ?? 0 : 0
        let offset = extents(of: node, coordinateType: type)
        return (x - (offset.x - node.frame.x), y - (offset.y - node.frame.y))
    }

    private func componentCall(_ member: String, _ arguments: [DBusValue], _ node: HostAccessibilityNode) -> Result<[DBusValue], DBusFailure> {
        let coordinateType = arguments.last?.intValue ?? 0
        switch member {
        case "GetExtents":
            let frame = extents(of: node, coordinateType: coordinateType)
            return .success([.structure([frame.x, frame.y, frame.width, frame.height].map { .int32(Int32(clamping: $0)) })])
        case "GetPosition":
            let frame = extents(of: node, coordinateType: coordinateType)
            return .success([.int32(Int32(clamping: frame.x)), .int32(Int32(clamping: frame.y))])
        case "GetSize":
            return .success([.int32(Int32(clamping: node.frame.width)), .int32(Int32(clamping: node.frame.height))])
        case "Contains":
            let point = windowPoint(arguments, relativeTo: node)
            let frame = node.frame
            return .success([.boolean(point.x >= frame.x && point.y >= frame.y && point.x < frame.x + frame.width && point.y < frame.y + frame.height)])
        case "GetAccessibleAtPoint":
            let point = windowPoint(arguments, relativeTo: node)
            return .success([reference(to: tree.deepest(at: point, under: node)?.id)])
        case "GetLayer":
            return .success([.uint32(node.role == .window ? 7 : 3)])
        case "GetMDIZOrder":
            return .success([.int16(0)])
        case "GetAlpha":
            return .success([.double(1)])
        case "GrabFocus":
            return .success([.boolean(actions?.focus(node.id) ?? false)])
        case "ScrollTo", "ScrollToPoint", "SetExtents", "SetPosition", "SetSize":
            return .success([.boolean(false)])
        default:
            return unknown(Self.component, member)
        }
    }

    // MARK: org.a11y.atspi.Action

    private func actionCall(_ member: String, _ arguments: [DBusValue], _ node: HostAccessibilityNode) -> Result<[DBusValue], DBusFailure> {
        let index = arguments.first?.intValue ?? -1
        let name = node.actions.indices.contains(index) ? node.actions[index] : ""
        switch member {
        case "GetName", "GetLocalizedName": return .success([.string(name)])
        case "GetDescription": return .success([.string(index == 0 ? node.description : "")])
        case "GetKeyBinding": return .success([.string("")])
        case "GetActions":
            return .success([.array(elementSignature: "(sss)", node.actions.map { .structure([.string($0), .string($0), .string("")]) })])
        case "DoAction":
            guard node.actions.indices.contains(index) else { return .success([.boolean(false)]) }
            return .success([.boolean(actions?.perform(action: index, on: node.id) ?? false)])
        default: return unknown(Self.action, member)
        }
    }

    // MARK: org.a11y.atspi.Text

    func text(of node: HostAccessibilityNode) -> [Unicode.Scalar] {
        let string = [.textField, .searchField].contains(node.role) ? node.valueText : node.name
        return Array(string.unicodeScalars)
    }

    private func textCall(_ member: String, _ arguments: [DBusValue], _ node: HostAccessibilityNode) -> Result<[DBusValue], DBusFailure> {
        let characters = text(of: node)
        func clamp(_ offset: Int) -> Int { offset < 0 ? characters.count : min(offset, characters.count) }
        func string(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(characters[range])) }
        let first = arguments.first?.intValue ?? 0
        switch member {
        case "GetText":
            let start = clamp(first), end = clamp(arguments.count > 1 ? arguments[1].intValue ?? -1 : -1)
            return .success([.string(string(min(start, end)..<max(start, end)))])
        case "GetCharacterAtOffset":
            return .success([.int32(characters.indices.contains(first) ? Int32(characters[first].value) : 0)])
        case "GetStringAtOffset", "GetTextAtOffset":
            let granularity = arguments.count > 1 ? arguments[1].intValue ?? 0 : 0
            let range = ATSPITextRange.around(clamp(first), in: characters, characterGranularity: granularity == 0)
            return .success([.string(string(range)), .int32(Int32(range.lowerBound)), .int32(Int32(range.upperBound))])
        case "GetNSelections": return .success([.int32(0)])
        case "GetCaretOffset": return .success([.int32(0)])
        case "SetCaretOffset": return .success([.boolean(false)])
        case "GetDefaultAttributes": return .success([.dictionary(keySignature: "s", valueSignature: "s", [])])
        case "GetAttributeRun", "GetAttributes":
            return .success([.dictionary(keySignature: "s", valueSignature: "s", []), .int32(0), .int32(Int32(characters.count))])
        case "GetCharacterExtents", "GetRangeExtents":
            let frame = extents(of: node, coordinateType: arguments.last?.intValue ?? 0)
            return .success([frame.x, frame.y, frame.width, frame.height].map { .int32(Int32(clamping: $0)) })
        default: return unknown(Self.text, member)
        }
    }
}
