import Foundation

extension UIPasteboard {
    /// A kind of content the pasteboard can tell is there without the app reading it: a
    /// web address, a search term, a number.
    public struct DetectionPattern: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Text that is a web address (its value: the address as a `String`).
        public static let probableWebURL = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.probable-web-url")
        /// Text that reads as a search term rather than an address (its value: the text).
        public static let probableWebSearch = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.probable-web-search")
        /// Text that is a number (its value: an `NSNumber`).
        public static let number = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.number")
    }

    /// Tells which of `patterns` the first item matches, without reading it into the app.
    /// The handler runs on the main queue, after the call returns, as on iOS.
    public func detectPatterns(
        for patterns: Set<DetectionPattern>, completionHandler: @escaping @MainActor (Result<Set<DetectionPattern>, any Error>) -> Void
    ) {
        let found = Set(detectedValues(in: representations.first, for: patterns).keys)
        Task { @MainActor in completionHandler(.success(found)) }
    }

    /// Tells which of `patterns` the first item matches, with the value of each match.
    /// The handler runs on the main queue, after the call returns, as on iOS.
    public func detectValues(
        for patterns: Set<DetectionPattern>, completionHandler: @escaping @MainActor (Result<[DetectionPattern: Any], any Error>) -> Void
    ) {
        let found = detectedValues(in: representations.first, for: patterns)
        Task { @MainActor in completionHandler(.success(found)) }
    }

    /// Which of `patterns` the first item matches.
    public func detectedPatterns(for patterns: Set<DetectionPattern>) async throws -> Set<DetectionPattern> {
        Set(detectedValues(in: representations.first, for: patterns).keys)
    }

    /// The first item's values for the `patterns` it matches.
    public func detectedValues(for patterns: Set<DetectionPattern>) async throws -> [DetectionPattern: Any] {
        detectedValues(in: representations.first, for: patterns)
    }

    private func detectedValues(in item: [String: Data]?, for patterns: Set<DetectionPattern>) -> [DetectionPattern: Any] {
        guard let item, let text = Self.values(of: item)["public.utf8-plain-text"] as? String ?? (Self.values(of: item)["public.url"] as? URL)?.absoluteString
        else { return [:] }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return [:] }
        var found: [DetectionPattern: Any] = [:]
        let isAddress = Self.isProbableWebURL(trimmed)
        if patterns.contains(.probableWebURL), isAddress { found[.probableWebURL] = trimmed }
        if patterns.contains(.probableWebSearch), !isAddress, trimmed.count <= 256, !trimmed.contains("\n") {
            found[.probableWebSearch] = trimmed
        }
        if patterns.contains(.number), let number = Self.number(in: trimmed) { found[.number] = NSNumber(value: number) }
        return found
    }

    /// Whether `text` is a web address: an http(s) URL, or a host name with a dot and a
    /// top-level domain of letters and no spaces (`example.com/ferns`).
    static func isProbableWebURL(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace) else { return false }
        if let url = URL(string: text), let scheme = url.scheme?.lowercased() {
            return (scheme == "http" || scheme == "https") && url.host?.isEmpty == false
        }
        let host = text.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let top = labels.last, top.count >= 2,
            top.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return URL(string: "https://" + text)?.host != nil
    }

    /// The number `text` is written as (digits, a sign, a decimal point or comma, an
    /// exponent; thousands separators skipped), read the same in every locale.
    static func number(in text: String) -> Double? {
        let cleaned = text.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\u{00A0}", with: "")
        guard cleaned.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.,eE".contains($0)) }), cleaned.contains(where: \.isNumber) else { return nil }
        // One comma and no point is a decimal comma; otherwise commas separate thousands.
        let normalized = cleaned.filter { $0 == "," }.count == 1 && !cleaned.contains(".")
            ? cleaned.replacingOccurrences(of: ",", with: ".") : cleaned.replacingOccurrences(of: ",", with: "")
        guard let value = Double(normalized), value.isFinite else { return nil }
        return value
    }
}
