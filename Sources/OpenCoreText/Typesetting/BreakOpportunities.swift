import CICUBreak

/// Where lines may break: Unicode's line breaking algorithm (UAX #14), by ICU.
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

    /// The opportunities of a paragraph's scalars; `language` tunes the rules (as in `"ja"`).
    ///
    /// ICU's line break iterator (current UAX #14 rules, with dictionaries for scripts
    /// written without spaces) finds them. If ICU fails, every scalar may end a line, so
    /// text still wraps.
    init(_ scalars: UnsafeBufferPointer<UInt32>, language: String?) {
        let count = scalars.count
        var codes = [UInt8](repeating: UInt8(openuikit_break_none), count: count)
        var failed = false
        if count > 0, let base = scalars.baseAddress {
            codes.withUnsafeMutableBufferPointer { out in
                failed = Self.withLanguage(language) { openuikit_line_breaks(base, Int32(count), $0, out.baseAddress) } != 0
            }
        }
        let fallback: Kind = failed ? .allowed : .none
        let kinds = codes.map { code -> Kind in Self.kind(code) ?? fallback }
        after = kinds
        mandatory = kinds.indices.filter { kinds[$0] == .mandatory }
    }

    private static func kind(_ code: UInt8) -> Kind? {
        switch Int(code) {
        case Int(openuikit_break_mandatory): return .mandatory
        case Int(openuikit_break_allowed): return .allowed
        default: return nil
        }
    }

    /// Word boundaries (UAX #29, by ICU) as UTF-16 offsets, 0 and the length included.
    static func wordBoundaries(_ units: UnsafeBufferPointer<UInt16>, language: String?) -> [Int] {
        guard let base = units.baseAddress, !units.isEmpty else { return [0] }
        var boundaries = [Int32](repeating: 0, count: units.count + 1)
        let found = boundaries.withUnsafeMutableBufferPointer { out in
            withLanguage(language) { openuikit_word_boundaries(base, Int32(units.count), $0, out.baseAddress) }
        }
        guard found > 0 else { return [0, units.count] }
        return boundaries.prefix(Int(found)).map(Int.init)
    }

    private static func withLanguage<Result>(_ language: String?, _ body: (UnsafePointer<CChar>?) -> Result) -> Result {
        if let language { language.withCString(body) } else { body(nil) }
    }
}
