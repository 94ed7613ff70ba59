extension String {
    /// The string, or `nil` when it is empty: for titles where "" means none.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
