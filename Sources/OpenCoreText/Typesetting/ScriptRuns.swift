import CHarfBuzz

/// The script of each scalar, with Common and Inherited characters (spaces, digits,
/// punctuation, combining marks) taking the script around them, as shaping needs
/// (UAX #24's script runs).
enum ScriptRuns {
    /// One HarfBuzz script per scalar; Latin where a paragraph has no script at all.
    static func scripts(of scalars: UnsafeBufferPointer<UInt32>) -> [hb_script_t] {
        // ASCII is Latin letters and Common rest, which joins the Latin around it.
        if scalars.allSatisfy({ $0 < 0x80 }) { return [hb_script_t](repeating: HB_SCRIPT_LATIN, count: scalars.count) }
        let unicode = hb_unicode_funcs_get_default()
        var scripts = scalars.map { hb_unicode_script(unicode, $0) }
        var previous: hb_script_t?
        var pending: [Int] = []
        for index in scripts.indices {
            if isNeutral(scripts[index]) {
                if let previous { scripts[index] = previous } else { pending.append(index) }
            } else {
                for waiting in pending { scripts[waiting] = scripts[index] }
                pending.removeAll()
                previous = scripts[index]
            }
        }
        for waiting in pending { scripts[waiting] = HB_SCRIPT_LATIN }
        return scripts
    }

    static func isNeutral(_ script: hb_script_t) -> Bool {
        script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
    }

    /// Whether a scalar attaches to the one before it for font choice: combining marks,
    /// joiners, variation selectors and other default-ignorable format characters.
    static func attachesToPrevious(_ scalar: UInt32) -> Bool {
        let category = hb_unicode_general_category(hb_unicode_funcs_get_default(), scalar)
        return category == HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK
            || category == HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK
            || category == HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK
            || category == HB_UNICODE_GENERAL_CATEGORY_FORMAT
            || (0xFE00...0xFE0F).contains(scalar) || (0xE0100...0xE01EF).contains(scalar)
    }

    /// Whether the script is Common or Inherited before resolution (spaces, punctuation).
    static func isShared(_ scalar: UInt32) -> Bool {
        isNeutral(hb_unicode_script(hb_unicode_funcs_get_default(), scalar))
    }
}
