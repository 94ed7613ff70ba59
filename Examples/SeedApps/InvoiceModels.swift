import Foundation
import Observation

/// One invoice of the list.
public struct Invoice: Identifiable, Hashable, Sendable {
    public let id: Int
    public let client: String
    public let amount: Int
    public let dueInDays: Int
}

/// The add button's state: a press starts a draft, which shows as loading until it is
/// saved; presses while loading or disabled are ignored.
@Observable
public final class AddButtonModel {
    public enum Phase: Equatable, Sendable { case idle, pressed, loading, disabled }
    public private(set) var phase: Phase = .idle

    public init() {}

    public func press() {
        if phase == .idle { phase = .pressed }
    }

    public func release() {
        if phase == .pressed { phase = .loading }
    }

    public func finish() {
        phase = .idle
    }
}

/// The invoices screen's data: a month's invoices and its total.
@Observable
public final class InvoiceBook {
    public var invoices: [Invoice]
    public let addButton = AddButtonModel()

    public init() {
        let clients = ["Acme Studio", "Blue Harbor", "Cedar & Co", "Delta Films", "Evergreen", "Fjord Labs", "Granite", "Helios"]
        invoices = (0..<24).map { index in
            Invoice(id: 1040 + index, client: clients[index % clients.count], amount: 180 + (index * 137) % 2400, dueInDays: (index * 5) % 31 + 1)
        }
    }

    public var total: Int { invoices.reduce(0) { $0 + $1.amount } }
}
