import Foundation

/// The engine's constraints as the solver sees them, with one reduction in front of it:
/// required equalities that merely *define* a variable (a row's top as the previous row's
/// bottom, a label's y from its row's centre, a view's x from its superview's margin) never
/// enter the simplex tableau. They are kept as definitions, evaluated in order after the
/// solver has settled the rest.
///
/// Why: a chain of definitions inside the tableau (each row's position expressed through
/// every row above it) makes every tableau row as long as the chain, so building a screen
/// of n rows costs n² (kiwi's quadratic time on chained screens). Kept out, the tableau only
/// holds what constrains something — sizes, inequalities, preferences — in short rows.
///
/// A required equality becomes a definition when, at the moment it is considered, exactly
/// one of its variables is unknown and that variable appears in no inequality and no
/// optional constraint: it is then solved for that variable. The rest go to the solver with
/// any defined variables expanded into what defines them.
final class LinearSystem {
    struct Constraint {
        var key: ObjectIdentifier
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Solver.Relation
        var strength: Double
    }

    /// `variable = (-constant - Σ coefficient × term) / own`, over earlier variables.
    private struct Definition {
        var key: ObjectIdentifier
        var variable: Int
        var own: Double
        var terms: [(Int, Double)]
        var constant: Double
        /// Whether a solver constraint was written with this definition expanded into it
        /// (then a constant change cannot be made here alone).
        var expanded = false
        /// False once its constraint was removed.
        var active = true
    }

    private let solver = Solver()
    private var staged: [Constraint] = []
    private var definitions: [Definition] = []
    /// Variable → its definition's index, or -1 (variables are dense).
    private var definitionIndex: [Int] = []
    private var definitionByKey: [ObjectIdentifier: Int] = [:]
    private var strengths: [ObjectIdentifier: Double] = [:]
    private var values: [Double] = []
    private var valuesAreCurrent = false
    /// Variable → the defined variables whose definitions read it.
    private var dependents: [Int: [Int]] = [:]
    /// Variables that changed since `takeChanged()`; `nil`: possibly all of them.
    private var changed: Set<Int>?
    /// Variables the solver holds, and variables definitions read: neither can become
    /// defined later (the solver would hold a second truth; evaluation order would break).
    private var inSolver = Set<Int>()
    private var referenced = Set<Int>()

    /// How many variables were made.
    var variableTotal: Int { definitionIndex.count }

    func makeVariable() -> Int {
        let symbol = solver.makeSymbol(.external)
        while definitionIndex.count <= symbol { definitionIndex.append(-1) }
        return symbol
    }

    /// Every constraint staged, kept when set to a list (for exporting the problem).
    var recorded: [Constraint]?

    /// Adds a constraint to the batch `commit()` solves.
    func stage(_ constraint: Constraint) {
        staged.append(constraint)
        recorded?.append(constraint)
    }

    /// Solves the staged batch; returns the keys of the required constraints that could not
    /// hold with those before them (each is left out).
    func commit() -> [ObjectIdentifier] {
        let batch = staged
        staged = []
        let isDefinitionCandidate = batch.map { $0.relation == .equal && $0.strength >= Solver.required }
        // Variables an inequality or an optional constraint uses stay in the solver, and so
        // do those the solver or a definition already uses.
        var pinned = inSolver.union(referenced)
        for (constraint, candidate) in zip(batch, isDefinitionCandidate) where !candidate {
            for (symbol, _) in constraint.terms { pinned.insert(symbol) }
        }
        let firstNewDefinition = definitions.count
        var unknowns: [Set<Int>] = batch.indices.map { index in
            isDefinitionCandidate[index] ? Set(batch[index].terms.map(\.0).filter { !pinned.contains($0) && !isDefined($0) }) : []
        }
        var containing: [Int: [Int]] = [:]
        for (index, set) in unknowns.enumerated() { for symbol in set { containing[symbol, default: []].append(index) } }
        var used = [Bool](repeating: false, count: batch.count)
        var queue = unknowns.indices.filter { unknowns[$0].count == 1 }
        var head = 0
        while head < queue.count {
            let index = queue[head]
            head += 1
            guard !used[index], unknowns[index].count == 1, let variable = unknowns[index].first else { continue }
            used[index] = true
            define(variable, by: batch[index])
            for other in containing[variable] ?? [] where !used[other] {
                unknowns[other].remove(variable)
                if unknowns[other].count == 1 { queue.append(other) }
            }
        }
        for definition in definitions[firstNewDefinition...] {
            for (term, _) in definition.terms { dependents[term, default: []].append(definition.variable) }
        }
        changed = nil
        var failed: [ObjectIdentifier] = []
        for (index, constraint) in batch.enumerated() where !used[index] {
            strengths[constraint.key] = constraint.strength
            if !addToSolver(constraint) { failed.append(constraint.key) }
        }
        valuesAreCurrent = false
        return failed
    }

    private func define(_ variable: Int, by constraint: Constraint) {
        var own = 0.0
        var terms: [(Int, Double)] = []
        for (symbol, coefficient) in constraint.terms {
            if symbol == variable { own += coefficient } else { terms.append((symbol, coefficient)) }
        }
        guard !Solver.nearZero(own) else {
            _ = addToSolver(constraint)
            return
        }
        definitionIndex[variable] = definitions.count
        definitionByKey[constraint.key] = definitions.count
        strengths[constraint.key] = constraint.strength
        for (term, _) in terms { referenced.insert(term) }
        definitions.append(Definition(key: constraint.key, variable: variable, own: own, terms: terms, constant: constraint.constant))
    }

    /// Adds a constraint to the solver with defined variables expanded; `false` if a
    /// required one cannot hold.
    @discardableResult
    private func addToSolver(_ constraint: Constraint) -> Bool {
        var accumulated: [Int: Double] = [:]
        var constant = constraint.constant
        expandedKeys = []
        for (symbol, coefficient) in constraint.terms {
            expand(symbol, coefficient, into: &accumulated, constant: &constant)
        }
        let terms = accumulated.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        for (symbol, _) in terms { inSolver.insert(symbol) }
        do {
            try solver.add(constraint.key, terms: terms, constant: constant, relation: constraint.relation, strength: constraint.strength)
            return true
        } catch {
            // What it contradicts: constraints left in its row, and the definitions it was
            // written through.
            var seen = Set<ObjectIdentifier>()
            conflicts[constraint.key] = (solver.lastConflict + expandedKeys).filter { $0 != constraint.key && seen.insert($0).inserted }
            return false
        }
    }

    /// The definitions expanded into the constraint being added.
    private var expandedKeys: [ObjectIdentifier] = []
    /// For each refused constraint, the constraints it contradicted.
    private(set) var conflicts: [ObjectIdentifier: [ObjectIdentifier]] = [:]

    private func expand(_ symbol: Int, _ factor: Double, into accumulated: inout [Int: Double], constant: inout Double) {
        let index = symbol < definitionIndex.count ? definitionIndex[symbol] : -1
        guard index >= 0 else {
            accumulated[symbol, default: 0] += factor
            return
        }
        definitions[index].expanded = true
        let definition = definitions[index]
        expandedKeys.append(definition.key)
        // symbol = (-c - Σ a t) / own
        let scale = factor / definition.own
        constant -= definition.constant * scale
        for (term, coefficient) in definition.terms { expand(term, -coefficient * scale, into: &accumulated, constant: &constant) }
    }

    // MARK: Reading and changing

    func value(of symbol: Int) -> Double {
        if !valuesAreCurrent { evaluateDefinitions() }
        return isDefined(symbol) ? values[symbol] : solver.value(of: symbol)
    }

    private func evaluateDefinitions() {
        valuesAreCurrent = true
        if values.count < definitionIndex.count { values = [Double](repeating: 0, count: definitionIndex.count) }
        for definition in definitions where definition.active { evaluate(definition) }
    }

    private func evaluate(_ definition: Definition) {
        var sum = definition.constant
        for (term, coefficient) in definition.terms {
            sum += coefficient * (definitionIndex[term] >= 0 ? values[term] : solver.value(of: term))
        }
        values[definition.variable] = -sum / definition.own
    }

    /// Every variable's value, indexed by variable: one pass over the tableau and the
    /// definitions, for reading many frames at once.
    func allValues() -> [Double] {
        var all = solver.allValues()
        for definition in definitions where definition.active {
            var sum = definition.constant
            for (term, coefficient) in definition.terms { sum += coefficient * all[term] }
            all[definition.variable] = -sum / definition.own
        }
        return all
    }

    func strength(of key: ObjectIdentifier) -> Double? { strengths[key] }

    /// Changes the constant of constraint `key` by `delta`; `false` when it cannot be done in
    /// place (the caller rebuilds).
    func changeConstant(_ key: ObjectIdentifier, by delta: Double) -> Bool {
        if let index = definitionByKey[key] {
            guard !definitions[index].expanded else { return false }
            definitions[index].constant += delta
            propagateChange(from: [definitions[index].variable])
            return true
        }
        guard solver.contains(key) else { return false }
        do {
            try solver.changeConstant(key, by: delta)
        } catch {
            changed = nil
            valuesAreCurrent = false
            return false
        }
        propagateChange(from: solver.takeTouched())
        return true
    }

    /// Marks `symbols` and every definition reading them (transitively) changed, and
    /// re-evaluates those definitions in order.
    private func propagateChange(from symbols: [Int]) {
        var reached = Set<Int>()
        var stack = symbols
        while let symbol = stack.popLast() {
            guard reached.insert(symbol).inserted else { continue }
            stack += dependents[symbol] ?? []
        }
        if changed != nil { changed!.formUnion(reached) }
        guard valuesAreCurrent else { return }
        let redefined = reached.filter { isDefined($0) }.sorted { definitionIndex[$0] < definitionIndex[$1] }
        for variable in redefined { evaluate(definitions[definitionIndex[variable]]) }
    }

    /// The variables that may have changed since the last call; `nil` when any may have.
    func takeChanged() -> Set<Int>? {
        defer { changed = [] }
        return changed
    }

    /// Adds one more constraint straight to the solver (debugging nudges).
    func addNow(_ constraint: Constraint) -> Bool {
        strengths[constraint.key] = constraint.strength
        valuesAreCurrent = false
        changed = nil
        return addToSolver(constraint)
    }

    /// Removes constraint `key`; `false` when that cannot be done in place (a definition
    /// other constraints were written with): the caller rebuilds.
    func removeConstraint(_ key: ObjectIdentifier) -> Bool {
        if let index = definitionByKey[key] {
            guard !definitions[index].expanded else { return false }
            definitions[index].active = false
            definitionIndex[definitions[index].variable] = -1
            definitionByKey[key] = nil
            strengths[key] = nil
            changed = nil
            valuesAreCurrent = false
            return true
        }
        guard solver.contains(key) else { return true }
        remove(key)
        return true
    }

    func remove(_ key: ObjectIdentifier) {
        try? solver.remove(key)
        strengths[key] = nil
        valuesAreCurrent = false
        changed = nil
    }

    /// Whether `symbol` could move without breaking any constraint (a defined one moves
    /// when anything defining it does).
    func isFree(_ symbol: Int, nudge: Double) -> Bool {
        if isDefined(symbol) {
            return definitions[definitionIndex[symbol]].terms.contains { isFree($0.0, nudge: nudge) }
        }
        let current = value(of: symbol)
        for offset in [1.0, -1.0] {
            let probe = Key()
            guard addNow(Constraint(key: ObjectIdentifier(probe), terms: [(symbol, 1)], constant: -(current + offset), relation: .equal, strength: nudge)) else { continue }
            let moved = abs(value(of: symbol) - current) > 1e-6
            remove(ObjectIdentifier(probe))
            if moved {
                // Asking must not move the view: settle the free variable where it was.
                let back = Key()
                _ = addNow(Constraint(key: ObjectIdentifier(back), terms: [(symbol, 1)], constant: -current, relation: .equal, strength: nudge))
                remove(ObjectIdentifier(back))
                return true
            }
        }
        return false
    }

    /// Whether `symbol` is computed from definitions rather than solved.
    func isDefined(_ symbol: Int) -> Bool { symbol < definitionIndex.count && definitionIndex[symbol] >= 0 }

    /// An object whose identity files a constraint that has no `NSLayoutConstraint` of its
    /// own (a translated frame, an intrinsic size, a debugging probe).
    final class Key {}
}
