import CUniBreak

/// Where lines may break: Unicode's line breaking algorithm (UAX #14), by libunibreak.
struct BreakOpportunities {
    /// What may follow a scalar.
    enum Kind: UInt8 {
        /// A line must end after it (a line or paragraph separator).
        case mandatory
        /// A line may end after it.
        case allowed
        /// It stays with the next scalar.
        case none
    }

    /// One entry per scalar: the opportunity after it.
    let after: [Kind]
    /// The scalars a line must end after, in order.
    let mandatory: [Int]

    /// The first scalar at or after `index` that a line must end after.
    func firstMandatory(from index: Int) -> Int? {
        var low = 0, high = mandatory.count
        while low < high {
            let middle = (low + high) / 2
            if mandatory[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < mandatory.count ? mandatory[low] : nil
    }

    private static let initialized: Bool = {
        init_linebreak()
        init_wordbreak()
        return true
    }()

    /// The opportunities of a paragraph's scalars; `language` tunes the rules (as in `"ja"`).
    init(_ scalars: UnsafeBufferPointer<UInt32>, language: String?) {
        _ = Self.initialized
        let count = scalars.count
        var breaks = [CChar](repeating: CChar(LINEBREAK_NOBREAK), count: count)
        if count > 0, let base = scalars.baseAddress {
            breaks.withUnsafeMutableBufferPointer { out in
                Self.withLanguage(language) { set_linebreaks_utf32(base, count, $0, out.baseAddress) }
            }
        }
        let kinds: [Kind] = breaks.map {
            switch Int32($0) {
            case LINEBREAK_MUSTBREAK: .mandatory
            case LINEBREAK_ALLOWBREAK: .allowed
            default: .none
            }
        }
        after = kinds
        mandatory = kinds.indices.filter { kinds[$0] == .mandatory }
    }

    /// Word boundaries (UAX #29, by libunibreak): `true` where a word may end after the scalar.
    static func wordEnds(_ scalars: UnsafeBufferPointer<UInt32>, language: String?) -> [Bool] {
        _ = initialized
        var breaks = [CChar](repeating: CChar(WORDBREAK_NOBREAK), count: scalars.count)
        if let base = scalars.baseAddress, !scalars.isEmpty {
            breaks.withUnsafeMutableBufferPointer { out in
                withLanguage(language) { set_wordbreaks_utf32(base, scalars.count, $0, out.baseAddress) }
            }
        }
        return breaks.map { Int32($0) == WORDBREAK_BREAK }
    }

    private static func withLanguage(_ language: String?, _ body: (UnsafePointer<CChar>?) -> Void) {
        if let language { language.withCString(body) } else { body(nil) }
    }
}
