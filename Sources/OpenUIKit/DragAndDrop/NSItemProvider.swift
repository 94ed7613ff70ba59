import Foundation

/// Data an app offers in several representations, loaded only when another part of the app
/// (or another app) asks for one: what drag items, drops and the pasteboard carry.
///
/// ```swift
/// let provider = NSItemProvider(object: "Ferns" as NSString)
/// provider.loadObject(ofClass: String.self) { text, error in
///     print(text ?? "nothing")
/// }
/// ```
///
/// A request for a type finds the first representation that conforms to it: asking for
/// `public.image` finds a `public.png` representation. Completion handlers run on whatever
/// thread the representation's loader finishes on, as on Apple's systems; hop to the main
/// actor before touching views.
///
/// Foundation declares this class on Apple's systems; swift-corelibs-foundation does not,
/// so OpenUIKit does, with the members drag and drop and the pasteboard use. The
/// `NSSecureCoding` item API (`init(item:typeIdentifier:)`, `loadItem`) and the
/// `NSItemProviderFileOptions` file representations are not part of it.
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// Loads one representation's bytes and hands them to the completion handler.
    typealias Loader = @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?

    struct Representation {
        let typeIdentifier: String
        let visibility: NSItemProviderRepresentationVisibility
        let load: Loader
    }

    private let lock = NSLock()
    private var representations: [Representation] = []
    private var storedSuggestedName: String?

    /// A name for the data, such as a file name, which a drop target may use when it saves it.
    open var suggestedName: String? {
        get { lock.withLock { storedSuggestedName } }
        set { lock.withLock { storedSuggestedName = newValue } }
    }

    /// An empty provider; register representations on it.
    public override init() {
        super.init()
    }

    /// A provider of `object`'s representations.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of a file's contents (under the type its extension names) and of its URL.
    /// Returns `nil` when `fileURL` is not a readable file.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, fileURL.isFileURL, FileManager.default.isReadableFile(atPath: fileURL.path) else { return nil }
        self.init()
        let type = Self.typeIdentifier(forFileExtension: fileURL.pathExtension)
        registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
            do { completion(try Data(contentsOf: fileURL), nil) } catch { completion(nil, error) }
            return nil
        }
        registerDataRepresentation(forTypeIdentifier: TypeIdentifiers.fileURL, visibility: .all) { completion in
            completion(Data(fileURL.absoluteString.utf8), nil)
            return nil
        }
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    // MARK: Registering

    /// The type identifiers of the representations, in the order registered.
    open var registeredTypeIdentifiers: [String] {
        lock.withLock { representations.map(\.typeIdentifier) }
    }

    /// Whether a representation conforms to `typeIdentifier` (`public.png` conforms to
    /// `public.image`).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Registers a representation of `typeIdentifier` whose bytes `loadHandler` makes on
    /// demand and passes to the completion handler it is given.
    /// - Parameters:
    ///   - typeIdentifier: The representation's uniform type identifier.
    ///   - visibility: Which apps may see it.
    ///   - loadHandler: Makes the bytes and calls its argument with them (or an error);
    ///     returns a progress for slow loads, or `nil`.
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        lock.withLock {
            representations.append(Representation(typeIdentifier: typeIdentifier, visibility: visibility, load: loadHandler))
        }
    }

    /// Registers each representation `object` writes.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        let writer = ThreadCrossing(object)
        for identifier in object.writableTypeIdentifiersForItemProvider {
            let own = type(of: object).itemProviderVisibilityForRepresentation(withTypeIdentifier: identifier)
            registerDataRepresentation(forTypeIdentifier: identifier, visibility: Self.narrower(visibility, own)) { completion in
                writer.value.loadData(withTypeIdentifier: identifier, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Registers the representations objects of `aClass` write, for an object
    /// `loadHandler` makes only when one of them is asked for.
    open func registerObject(
        ofClass aClass: any NSItemProviderWriting.Type, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable ((any NSItemProviderWriting)?, (any Error)?) -> Void) -> Progress?
    ) {
        for type in aClass.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                loadHandler { object, error in
                    guard let object else { return completion(nil, error ?? Self.error(.itemUnavailableError)) }
                    _ = object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
                }
            }
        }
    }

    // MARK: Loading

    /// Loads the bytes of the first representation conforming to `typeIdentifier`.
    /// - Returns: the load's progress, complete when the handler has run.
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            completionHandler(nil, Self.error(.unavailableCoercionError))
            progress.completedUnitCount = 1
            return progress
        }
        let once = CompletionOnce(completionHandler)
        let child = representation.load { data, error in
            once.call(data, data == nil ? (error ?? Self.error(.itemUnavailableError)) : nil)
            progress.completedUnitCount = 1
        }
        if let child { progress.addChild(child, withPendingUnitCount: 0) }
        return progress
    }

    /// Loads the first representation conforming to `typeIdentifier` into a temporary
    /// file, which exists only while `completionHandler` runs: copy it to keep it.
    @discardableResult
    open func loadFileRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
        let name = suggestedName
        return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("OpenUIKit-\(UUID().uuidString)", isDirectory: true)
            let file = folder.appendingPathComponent(Self.fileName(suggested: name, typeIdentifier: typeIdentifier))
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try data.write(to: file)
            } catch {
                return completionHandler(nil, error)
            }
            completionHandler(file, nil)
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// Whether a representation is one `aClass` reads.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        readableType(for: aClass) != nil
    }

    /// Makes an object of `aClass` from the first representation it reads.
    @discardableResult
    open func loadObject(
        ofClass aClass: any NSItemProviderReading.Type,
        completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        guard let type = readableType(for: aClass) else {
            completionHandler(nil, Self.error(.unavailableCoercionError))
            let progress = Progress(totalUnitCount: 1)
            progress.completedUnitCount = 1
            return progress
        }
        let reader = ThreadCrossing(aClass)
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do { completionHandler(try reader.value.object(withItemProviderData: data, typeIdentifier: type), nil) } catch {
                completionHandler(nil, error)
            }
        }
    }

    // MARK: Finding representations

    func representation(conformingTo typeIdentifier: String) -> Representation? {
        let all = lock.withLock { representations }
        return all.first { $0.typeIdentifier == typeIdentifier }
            ?? all.first { TypeIdentifiers.conforms($0.typeIdentifier, to: typeIdentifier) }
    }

    /// The representations other apps may see.
    var exportedRepresentations: [Representation] {
        lock.withLock { representations.filter { $0.visibility != .ownProcess } }
    }

    /// The type the provider has that `aClass` reads, in the class's order of preference.
    private func readableType(for aClass: any NSItemProviderReading.Type) -> String? {
        let registered = registeredTypeIdentifiers
        for readable in aClass.readableTypeIdentifiersForItemProvider {
            if let match = registered.first(where: { TypeIdentifiers.conforms($0, to: readable) }) { return match }
        }
        return nil
    }

    private static func narrower(_ a: NSItemProviderRepresentationVisibility, _ b: NSItemProviderRepresentationVisibility) -> NSItemProviderRepresentationVisibility {
        a == .ownProcess || b == .ownProcess ? .ownProcess : .all
    }

    private static func typeIdentifier(forFileExtension ext: String) -> String {
        switch ext.lowercased() {
        case "png": TypeIdentifiers.png
        case "jpg", "jpeg": TypeIdentifiers.jpeg
        case "txt", "text": TypeIdentifiers.utf8PlainText
        default: TypeIdentifiers.data
        }
    }

    private static func fileName(suggested: String?, typeIdentifier: String) -> String {
        let base = suggested.flatMap { $0.replacingOccurrences(of: "/", with: "-").nilIfEmpty } ?? "item"
        switch typeIdentifier {
        case TypeIdentifiers.png, TypeIdentifiers.image: return base + ".png"
        case TypeIdentifiers.jpeg: return base + ".jpeg"
        case _ where TypeIdentifiers.conforms(typeIdentifier, to: TypeIdentifiers.text): return base + ".txt"
        default: return base
        }
    }
}

/// Calls a completion handler at most once, however often a loader answers.
private final class CompletionOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var handler: (@Sendable (Data?, (any Error)?) -> Void)?

    init(_ handler: @escaping @Sendable (Data?, (any Error)?) -> Void) { self.handler = handler }

    func call(_ data: Data?, _ error: (any Error)?) {
        let pending = lock.withLock { () -> (@Sendable (Data?, (any Error)?) -> Void)? in
            defer { handler = nil }
            return handler
        }
        pending?(data, error)
    }
}
