import Foundation

/// One row of the simplex tableau, `basic = constant + Σ coefficient × symbol`, as a sparse
/// vector sorted by symbol: rows stay short on layout problems, merging two is linear, and
/// iteration order (and so every pivot choice) is deterministic.
final class SolverRow {
    var constant: Double
    private(set) var symbols: [Int] = []
    private(set) var coefficients: [Double] = []

    init(constant: Double = 0) { self.constant = constant }

    init(copying row: SolverRow) {
        constant = row.constant
        symbols = row.symbols
        coefficients = row.coefficients
    }

    var isEmpty: Bool { symbols.isEmpty }

    /// Where `symbol` is, or where it would go.
    @inline(__always)
    private func position(of symbol: Int) -> (index: Int, found: Bool) {
        var low = 0, high = symbols.count
        while low < high {
            let middle = (low + high) >> 1
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, low < symbols.count && symbols[low] == symbol)
    }

    func coefficient(for symbol: Int) -> Double {
        let (index, found) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// Adds `coefficient × symbol`; a cell that cancels to (near) zero is dropped.
    func insert(_ symbol: Int, _ coefficient: Double = 1) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if Solver.nearZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = sum
            }
        } else if !Solver.nearZero(coefficient) {
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
        }
    }

    /// Adds `coefficient × other`, constant included: one merge of two sorted vectors.
    func insert(_ other: SolverRow, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        var mergedSymbols: [Int] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0, j = 0
        while i < symbols.count || j < other.symbols.count {
            let mine = i < symbols.count ? symbols[i] : Int.max
            let theirs = j < other.symbols.count ? other.symbols[j] : Int.max
            let symbol: Int, value: Double
            if mine < theirs {
                symbol = mine; value = coefficients[i]; i += 1
            } else if theirs < mine {
                symbol = theirs; value = other.coefficients[j] * coefficient; j += 1
            } else {
                symbol = mine; value = coefficients[i] + other.coefficients[j] * coefficient; i += 1; j += 1
            }
            if !Solver.nearZero(value) {
                mergedSymbols.append(symbol)
                mergedCoefficients.append(value)
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    func remove(_ symbol: Int) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        symbols.remove(at: index)
        coefficients.remove(at: index)
    }

    func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Rewrites `0 = row` as `symbol = …`, removing `symbol` from the cells.
    func solve(for symbol: Int) {
        let factor = -1 / coefficient(for: symbol)
        remove(symbol)
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// Rewrites `lhs = row` as `rhs = …`.
    func solve(for lhs: Int, _ rhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` stands for; `true` when it was present.
    @discardableResult
    func substitute(_ symbol: Int, with row: SolverRow) -> Bool {
        let (index, found) = position(of: symbol)
        guard found else { return false }
        let coefficient = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        insert(row, coefficient)
        return true
    }

    /// Calls `body` for each cell in symbol order.
    @inline(__always)
    func forEachCell(_ body: (Int, Double) -> Void) {
        for index in symbols.indices { body(symbols[index], coefficients[index]) }
    }
}
