import CFriBidi

/// The Unicode bidirectional algorithm for one paragraph, by FriBidi: embedding levels
/// (even left-to-right, odd right-to-left) and which characters count as whitespace for
/// rule L1.
struct BidiLevels {
    /// The paragraph's level: 0 left-to-right, 1 right-to-left.
    let baseLevel: UInt8
    /// One level per scalar.
    let levels: [UInt8]
    /// Scalars rule L1 resets to the paragraph level at a line's end (spaces, tabs,
    /// boundary neutrals).
    let resetsAtLineEnd: [Bool]

    /// The paragraph direction FriBidi is asked for.
    enum Direction {
        case natural, leftToRight, rightToLeft

        var fribidiValue: FriBidiParType {
            // FriBidi's FRIBIDI_PAR_LTR, _RTL and _ON (macros Swift does not import).
            switch self {
            case .leftToRight: FriBidiParType(rawValue: 0x0000_0110)
            case .rightToLeft: FriBidiParType(rawValue: 0x0000_0111)
            case .natural: FriBidiParType(rawValue: 0x0000_0040)
            }
        }
    }

    /// Levels already resolved.
    init(baseLevel: UInt8, levels: [UInt8], resetsAtLineEnd: [Bool]) {
        self.baseLevel = baseLevel
        self.levels = levels
        self.resetsAtLineEnd = resetsAtLineEnd
    }

    /// Resolves the levels of `scalars`; a natural paragraph without strong characters
    /// takes `fallback`'s direction.
    init(_ scalars: UnsafeBufferPointer<UInt32>, direction: Direction, fallback: Direction = .leftToRight) {
        let count = scalars.count
        guard count > 0, let base = scalars.baseAddress else {
            baseLevel = direction == .rightToLeft || (direction == .natural && fallback == .rightToLeft) ? 1 : 0
            levels = []
            resetsAtLineEnd = []
            return
        }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        fribidi_get_bidi_types(base, FriBidiStrIndex(count), &types)
        resetsAtLineEnd = types.map { $0.rawValue & 0x800 != 0 }  // FRIBIDI_MASK_SPACE: BN, BS, SS, WS
        // Text before the Hebrew block has no right-to-left or explicit characters: in a
        // left-to-right or natural paragraph every level is 0, without running the algorithm.
        if direction != .rightToLeft, !(direction == .natural && fallback == .rightToLeft), scalars.allSatisfy({ $0 < 0x0590 }) {
            baseLevel = 0
            levels = [UInt8](repeating: 0, count: count)
            return
        }
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        fribidi_get_bracket_types(base, FriBidiStrIndex(count), types, &brackets)
        var paragraph = direction.fribidiValue
        let hasStrong = types.contains { $0.rawValue & 0x10 != 0 }  // FRIBIDI_MASK_STRONG
        if direction == .natural, !hasStrong { paragraph = fallback.fribidiValue }
        let result = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &paragraph, &levels)
        if result == 0 { levels = [FriBidiLevel](repeating: 0, count: count) }
        baseLevel = paragraph.rawValue & 1 == 1 ? 1 : 0
        self.levels = levels.map { UInt8(bitPattern: $0) }
    }
}
