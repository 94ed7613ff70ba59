import Foundation

/// The `text/uri-list` format desktops move addresses and files in: one address per line,
/// `#` comments, CRLF line ends (LF accepted).
enum URIList {
    /// The address lines of `text`, comments and blank lines skipped.
    static func addresses(in text: String) -> [String] {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// The URLs of a list (lines without a scheme skipped).
    static func urls(in data: Data) -> [URL] {
        addresses(in: String(decoding: data, as: UTF8.self))
            .compactMap { URL(string: $0) }
            .filter { $0.scheme != nil }
    }

    /// A list of `urls`.
    static func data(for urls: [URL]) -> Data {
        Data(urls.map { $0.absoluteString + "\r\n" }.joined().utf8)
    }
}
