import Foundation

/// An incremental Cassowary solver: linear equalities and inequalities with strengths,
/// kept solved by the primal simplex as constraints come and go and by the dual simplex as
/// constants change (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm"; the structure follows the kiwi solver).
///
/// Unlike kiwi it keeps a column index (which rows hold each symbol), so a pivot rewrites
/// only the rows that contain the entering symbol instead of scanning the whole tableau,
/// and it changes any constraint's constant in place, the way the paper edits a value,
/// instead of removing and adding the constraint.
final class Solver {
    enum SymbolKind: UInt8 { case external, slack, error, dummy }

    enum Failure: Error, Equatable {
        /// A required constraint contradicts the required constraints already added.
        case unsatisfiable
        /// The constraint is already in the solver.
        case duplicate
        /// Numerical trouble the simplex cannot recover from (reported, never expected).
        case internalError(String)
    }

    /// How a constraint sits in the tableau: its marker symbol (slack, error or dummy) and,
    /// for non-required ones, the other error symbol; the marker's coefficient in the
    /// original row, to change the constant later.
    struct Tag {
        var marker: Int
        var other: Int?
        var markerCoefficient: Double
        var strength: Double
    }

    static func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

    /// A constraint's strength at or above which it must hold.
    static let required: Double = 1.0e30

    private var kinds: [SymbolKind] = []
    /// Basic symbol → its row (symbols are dense: arrays, not dictionaries).
    private var rows: [SolverRow?] = []
    /// Symbol → basic symbols of rows that may contain it (stale entries are checked).
    private var columns: [[Int]] = []
    private var rowTotal = 0
    private var stamps: [UInt32] = []
    private var stamp: UInt32 = 0
    private var tags: [ObjectIdentifier: Tag] = [:]
    /// Marker and error symbols → the constraint they belong to, to explain conflicts.
    private var owners: [Int: ObjectIdentifier] = [:]
    /// The constraints the last refused required constraint contradicted: those whose
    /// markers remained in its row.
    private(set) var lastConflict: [ObjectIdentifier] = []
    private var artificialSymbolsAtFailure: [Int] = []
    private var infeasibleRows: [Int] = []
    /// Basic symbols whose row constants may have changed since `takeTouched()`, while
    /// recording (constant changes, for updating only what moved).
    private var touched: [Int] = []
    private var recordsTouched = false
    private let objective = SolverRow()
    /// Symbols whose objective coefficient changed since the last optimization: after one,
    /// no coefficient is negative, so only these can enter next (scanning the whole
    /// objective, which holds every error symbol, would cost every addition the screen's size).
    private var changedInObjective: [Int] = []
    private var isChangedInObjective: [Bool] = []
    private var artificial: SolverRow?

    init() {}

    /// Number of tableau rows (for tests and benchmarks).
    var rowCount: Int { rowTotal }

    // MARK: Symbols

    func makeSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        stamps.append(0)
        rows.append(nil)
        columns.append([])
        isChangedInObjective.append(false)
        return kinds.count - 1
    }

    /// The current value of an external symbol.
    func value(of symbol: Int) -> Double { symbol < rows.count ? rows[symbol]?.constant ?? 0 : 0 }

    /// Every symbol's current value, indexed by symbol (non-basic symbols are 0).
    func allValues() -> [Double] {
        var values = [Double](repeating: 0, count: rows.count)
        for symbol in rows.indices { if let row = rows[symbol] { values[symbol] = row.constant } }
        return values
    }

    // MARK: Constraints

    /// Adds `expression (relation) 0`: `terms` are (external symbol, coefficient).
    func add(_ key: ObjectIdentifier, terms: [(Int, Double)], constant: Double, relation: Relation, strength: Double) throws {
        guard tags[key] == nil else { throw Failure.duplicate }
        let (row, tag) = makeRow(terms: terms, constant: constant, relation: relation, strength: strength)
        var subject = chooseSubject(row, tag)
        if subject == nil && allDummies(row) {
            guard Self.nearZero(row.constant) else {
                undoObjective(tag)
                lastConflict = explain(symbolsOf(row))
                throw Failure.unsatisfiable
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(subject, row)
        } else {
            guard try addWithArtificialVariable(row) else {
                // The tableau is left consistent; only the error terms must go again.
                lastConflict = explain(artificialSymbolsAtFailure)
                undoObjective(tag)
                try removeMarker(tag)
                throw Failure.unsatisfiable
            }
        }
        tags[key] = tag
        owners[tag.marker] = key
        if let other = tag.other { owners[other] = key }
        try optimize(objective)
    }

    enum Relation { case lessOrEqual, equal, greaterOrEqual }

    /// Removes a constraint added with `key`; nothing if there is none.
    func remove(_ key: ObjectIdentifier) throws {
        guard let tag = tags.removeValue(forKey: key) else { return }
        owners[tag.marker] = nil
        if let other = tag.other { owners[other] = nil }
        removeErrorEffects(tag)
        try removeMarker(tag)
        try optimize(objective)
    }

    func contains(_ key: ObjectIdentifier) -> Bool { tags[key] != nil }


    /// Changes the constant of constraint `key` by `delta` and re-solves by the dual simplex.
    func changeConstant(_ key: ObjectIdentifier, by delta: Double) throws {
        guard let tag = tags[key], delta != 0 else { return }
        recordsTouched = true
        defer { recordsTouched = false }
        let shift = -delta / tag.markerCoefficient
        if let row = rows[tag.marker] {
            row.constant += shift
            touched.append(tag.marker)
            if row.constant < 0 { infeasibleRows.append(tag.marker) }
        } else if let other = tag.other, let row = rows[other] {
            // The other error symbol's original coefficient is the marker's negated.
            row.constant -= shift
            touched.append(other)
            if row.constant < 0 { infeasibleRows.append(other) }
        } else {
            for basic in rowsContaining(tag.marker) {
                let row = rows[basic]!
                row.constant -= shift * row.coefficient(for: tag.marker)
                touched.append(basic)
                if row.constant < 0 && kinds[basic] != .external { infeasibleRows.append(basic) }
            }
        }
        try dualOptimize()
    }

    // MARK: Building rows

    private func makeRow(terms: [(Int, Double)], constant: Double, relation: Relation, strength: Double) -> (SolverRow, Tag) {
        let row = SolverRow(constant: constant)
        for (symbol, coefficient) in terms where !Self.nearZero(coefficient) {
            if let basic = rows[symbol] { row.insert(basic, coefficient) } else { row.insert(symbol, coefficient) }
        }
        var tag: Tag
        let isRequired = strength >= Self.required
        switch relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = relation == .lessOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            tag = Tag(marker: slack, other: nil, markerCoefficient: sign, strength: strength)
            if !isRequired {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, strength)
                tag.other = error
            }
        case .equal:
            if isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy, other: nil, markerCoefficient: 1, strength: strength)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength)
                objective.insert(minus, strength)
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1, strength: strength)
            }
        }
        // The tag keeps the marker's coefficient in the row as written, which is what a later
        // change of the written constant is measured against.
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    private func chooseSubject(_ row: SolverRow, _ tag: Tag) -> Int? {
        var external: Int?
        row.forEachCell { symbol, _ in
            if external == nil && kinds[symbol] == .external { external = symbol }
        }
        if let external { return external }
        if kinds[tag.marker] == .slack || kinds[tag.marker] == .error, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, kinds[other] == .slack || kinds[other] == .error, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    private func allDummies(_ row: SolverRow) -> Bool {
        var all = true
        row.forEachCell { symbol, _ in if kinds[symbol] != .dummy { all = false } }
        return all
    }

    private func addWithArtificialVariable(_ row: SolverRow) throws -> Bool {
        let art = makeSymbol(.slack)
        insertRow(art, SolverRow(copying: row))
        artificial = SolverRow(copying: row)
        try optimize(artificial!)
        let success = Self.nearZero(artificial!.constant)
        if !success { artificialSymbolsAtFailure = symbolsOf(artificial!) }
        artificial = nil
        if let basic = rows[art] {
            removeRow(art)
            if basic.isEmpty { return success }
            guard let entering = anyPivotableSymbol(basic) else { return false }
            basic.solve(for: art, entering)
            substitute(entering, with: basic)
            insertRow(entering, basic)
        }
        for id in rowsContaining(art) { rows[id]!.remove(art) }
        columns[art] = []
        objective.remove(art)
        return success
    }

    private func symbolsOf(_ row: SolverRow) -> [Int] {
        var symbols: [Int] = []
        row.forEachCell { symbol, _ in symbols.append(symbol) }
        return symbols
    }

    /// The constraints owning `symbols`, each once, in symbol order.
    private func explain(_ symbols: [Int]) -> [ObjectIdentifier] {
        var seen = Set<ObjectIdentifier>()
        return symbols.compactMap { owners[$0] }.filter { seen.insert($0).inserted }
    }

    private func anyPivotableSymbol(_ row: SolverRow) -> Int? {
        var found: Int?
        row.forEachCell { symbol, _ in
            if found == nil && (kinds[symbol] == .slack || kinds[symbol] == .error) { found = symbol }
        }
        return found
    }

    // MARK: Removing

    private func undoObjective(_ tag: Tag) {
        guard tag.strength < Self.required else { return }
        if kinds[tag.marker] == .error { objective.remove(tag.marker) }
        if let other = tag.other { objective.remove(other) }
    }

    private func removeErrorEffects(_ tag: Tag) {
        guard tag.strength < Self.required else { return }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where kinds[symbol] == .error {
            if let row = rows[symbol] {
                objective.insert(row, -tag.strength)
                noteObjectiveChange(in: row)
            } else {
                objective.insert(symbol, -tag.strength)
                noteObjectiveChange(symbol)
            }
        }
    }

    /// Takes the constraint's marker out of the tableau (pivoting it into a row if needed).
    private func removeMarker(_ tag: Tag) throws {
        if rows[tag.marker] != nil {
            removeRow(tag.marker)
        } else {
            guard let leaving = markerLeavingRow(tag.marker) else { throw Failure.internalError("failed to find a leaving row") }
            let row = rows[leaving]!
            removeRow(leaving)
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
    }

    private func markerLeavingRow(_ marker: Int) -> Int? {
        var first: (Int, Double)?, second: (Int, Double)?, third: Int?
        for basic in rowsContaining(marker) {
            let row = rows[basic]!
            let c = row.coefficient(for: marker)
            if kinds[basic] == .external {
                third = basic
            } else if c < 0 {
                let ratio = -row.constant / c
                if first == nil || ratio < first!.1 { first = (basic, ratio) }
            } else {
                let ratio = row.constant / c
                if second == nil || ratio < second!.1 { second = (basic, ratio) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }

    // MARK: Simplex

    private func noteObjectiveChange(_ symbol: Int) {
        guard !isChangedInObjective[symbol] else { return }
        isChangedInObjective[symbol] = true
        changedInObjective.append(symbol)
    }

    private func noteObjectiveChange(in row: SolverRow) {
        row.forEachCell { symbol, _ in noteObjectiveChange(symbol) }
    }

    /// The entering symbol: the lowest with a negative cost (Bland's rule, so degenerate
    /// pivots cannot cycle). For the objective, only changed symbols are looked at.
    private func enteringSymbol(_ row: SolverRow) -> Int? {
        var entering: Int?
        if row === objective {
            var kept: [Int] = []
            for symbol in changedInObjective {
                let coefficient = row.coefficient(for: symbol)
                if coefficient < 0 && kinds[symbol] != .dummy {
                    kept.append(symbol)
                    if entering == nil || symbol < entering! { entering = symbol }
                } else {
                    isChangedInObjective[symbol] = false
                }
            }
            changedInObjective = kept
        } else {
            row.forEachCell { symbol, coefficient in
                if entering == nil && kinds[symbol] != .dummy && coefficient < 0 { entering = symbol }
            }
        }
        return entering
    }

    private func optimize(_ objective: SolverRow) throws {
        while true {
            guard let entering = enteringSymbol(objective) else { return }
            var leaving: Int?, best = Double.greatestFiniteMagnitude
            for basic in rowsContaining(entering) where kinds[basic] != .external {
                let row = rows[basic]!
                let c = row.coefficient(for: entering)
                if c < 0 {
                    let ratio = -row.constant / c
                    if leaving == nil || ratio < best || (ratio == best && basic < leaving!) { best = ratio; leaving = basic }
                }
            }
            guard let leaving else { throw Failure.internalError("the objective is unbounded") }
            let row = rows[leaving]!
            removeRow(leaving)
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            insertRow(entering, row)
        }
    }

    private func dualOptimize() throws {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], row.constant < 0, !Self.nearZero(row.constant) else { continue }
            var entering: Int?, best = Double.greatestFiniteMagnitude
            row.forEachCell { symbol, coefficient in
                guard coefficient > 0 && kinds[symbol] != .dummy else { return }
                let ratio = objective.coefficient(for: symbol) / coefficient
                if entering == nil || ratio < best { best = ratio; entering = symbol }
            }
            guard let entering else { throw Failure.internalError("dual optimize failed") }
            removeRow(leaving)
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            insertRow(entering, row)
            if recordsTouched { touched += [leaving, entering] }
        }
    }

    /// The symbols whose values may have changed since the last call (recorded during
    /// constant changes only).
    func takeTouched() -> [Int] {
        defer { touched = [] }
        return touched
    }

    // MARK: The tableau and its column index

    private func insertRow(_ basic: Int, _ row: SolverRow) {
        if rows[basic] == nil { rowTotal += 1 }
        rows[basic] = row
        row.forEachCell { symbol, _ in columns[symbol].append(basic) }
    }

    private func removeRow(_ basic: Int) {
        // Column entries go stale and are dropped when next read.
        if rows[basic] != nil { rowTotal -= 1 }
        rows[basic] = nil
    }

    /// The rows that hold `symbol` now, each once; compacts its column.
    private func rowsContaining(_ symbol: Int) -> [Int] {
        let candidates = columns[symbol]
        guard !candidates.isEmpty else { return [] }
        stamp &+= 1
        if stamp == 0 {
            for index in stamps.indices { stamps[index] = 0 }
            stamp = 1
        }
        var live: [Int] = []
        live.reserveCapacity(candidates.count)
        for basic in candidates where stamps[basic] != stamp {
            stamps[basic] = stamp
            if let row = rows[basic], row.coefficient(for: symbol) != 0 { live.append(basic) }
        }
        columns[symbol] = live
        return live
    }

    /// Replaces `symbol` everywhere by `row`'s expression.
    private func substitute(_ symbol: Int, with row: SolverRow) {
        for basic in rowsContaining(symbol) {
            let target = rows[basic]!
            guard target.substitute(symbol, with: row) else { continue }
            if recordsTouched { touched.append(basic) }
            row.forEachCell { added, _ in columns[added].append(basic) }
            if target.constant < 0 && kinds[basic] != .external { infeasibleRows.append(basic) }
        }
        columns[symbol] = []
        if objective.substitute(symbol, with: row) { noteObjectiveChange(in: row) }
        artificial?.substitute(symbol, with: row)
    }
}
