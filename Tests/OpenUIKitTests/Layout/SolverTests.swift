import Foundation
@testable import OpenUIKit
import Testing

@Suite("Cassowary solver")
struct SolverTests {
    final class Key {}

    /// A solver with `count` external variables.
    private func solver(_ count: Int) -> (Solver, [Int]) {
        let solver = Solver()
        return (solver, (0..<count).map { _ in solver.makeSymbol(.external) })
    }

    @Test func solvesEqualitiesAndKeepsInequalities() throws {
        let (s, v) = solver(2)
        let keys = (0..<3).map { _ in Key() }
        // x = 10; y >= x + 5; y as small as possible (weak y = 0).
        try s.add(ObjectIdentifier(keys[0]), terms: [(v[0], 1)], constant: -10, relation: .equal, strength: Solver.required)
        try s.add(ObjectIdentifier(keys[1]), terms: [(v[1], 1), (v[0], -1)], constant: -5, relation: .greaterOrEqual, strength: Solver.required)
        try s.add(ObjectIdentifier(keys[2]), terms: [(v[1], 1)], constant: 0, relation: .equal, strength: 1)
        #expect(abs(s.value(of: v[0]) - 10) < 1e-9)
        #expect(abs(s.value(of: v[1]) - 15) < 1e-9)
    }

    @Test func strongerPreferencesWin() throws {
        let (s, v) = solver(1)
        let weak = Key(), strong = Key()
        try s.add(ObjectIdentifier(weak), terms: [(v[0], 1)], constant: -100, relation: .equal, strength: 10)
        try s.add(ObjectIdentifier(strong), terms: [(v[0], 1)], constant: -40, relation: .equal, strength: 1000)
        #expect(abs(s.value(of: v[0]) - 40) < 1e-9)
        try s.remove(ObjectIdentifier(strong))
        #expect(abs(s.value(of: v[0]) - 100) < 1e-9)
    }

    @Test func changingAConstantResolvesInPlace() throws {
        let (s, v) = solver(3)
        let keys = (0..<4).map { _ in Key() }
        // A chain: a = 20; b = a + 30; c >= b + 10; c weakly 0.
        try s.add(ObjectIdentifier(keys[0]), terms: [(v[0], 1)], constant: -20, relation: .equal, strength: Solver.required)
        try s.add(ObjectIdentifier(keys[1]), terms: [(v[1], 1), (v[0], -1)], constant: -30, relation: .equal, strength: Solver.required)
        try s.add(ObjectIdentifier(keys[2]), terms: [(v[2], 1), (v[1], -1)], constant: -10, relation: .greaterOrEqual, strength: Solver.required)
        try s.add(ObjectIdentifier(keys[3]), terms: [(v[2], 1)], constant: 0, relation: .equal, strength: 1)
        #expect(abs(s.value(of: v[2]) - 60) < 1e-9)
        let rows = s.rowCount
        // a = 50 (the written constant goes from -20 to -50).
        try s.changeConstant(ObjectIdentifier(keys[0]), by: -30)
        #expect(abs(s.value(of: v[0]) - 50) < 1e-9)
        #expect(abs(s.value(of: v[1]) - 80) < 1e-9)
        #expect(abs(s.value(of: v[2]) - 90) < 1e-9)
        #expect(s.rowCount == rows)
        // The inequality's constant: c >= b + 25.
        try s.changeConstant(ObjectIdentifier(keys[2]), by: -15)
        #expect(abs(s.value(of: v[2]) - 105) < 1e-9)
        // A weak constraint's constant: c prefers 200 (and may, being above its minimum).
        try s.changeConstant(ObjectIdentifier(keys[3]), by: -200)
        #expect(abs(s.value(of: v[2]) - 200) < 1e-9)
    }

    @Test func contradictoryRequiredConstraintsAreRefusedAndTheRestHolds() throws {
        let (s, v) = solver(2)
        let a = Key(), b = Key(), c = Key()
        try s.add(ObjectIdentifier(a), terms: [(v[0], 1)], constant: -10, relation: .equal, strength: Solver.required)
        try s.add(ObjectIdentifier(b), terms: [(v[1], 1), (v[0], -1)], constant: 0, relation: .equal, strength: Solver.required)
        #expect(throws: Solver.Failure.unsatisfiable) {
            try s.add(ObjectIdentifier(c), terms: [(v[1], 1)], constant: -20, relation: .equal, strength: Solver.required)
        }
        #expect(!s.contains(ObjectIdentifier(c)))
        #expect(abs(s.value(of: v[1]) - 10) < 1e-9)
        // The solver still works: move a.
        try s.changeConstant(ObjectIdentifier(a), by: -5)
        #expect(abs(s.value(of: v[1]) - 15) < 1e-9)
        let inequality = Key()
        #expect(throws: Solver.Failure.unsatisfiable) {
            try s.add(ObjectIdentifier(inequality), terms: [(v[1], 1)], constant: -100, relation: .greaterOrEqual, strength: Solver.required)
        }
        #expect(abs(s.value(of: v[0]) - 15) < 1e-9)
    }

    @Test func removingEveryConstraintEmptiesTheTableau() throws {
        let (s, v) = solver(10)
        var keys: [Key] = []
        for i in 0..<10 {
            let key = Key()
            keys.append(key)
            let terms: [(Int, Double)] = i == 0 ? [(v[0], 1)] : [(v[i], 1), (v[i - 1], -1)]
            try s.add(ObjectIdentifier(key), terms: terms, constant: -8, relation: i % 2 == 0 ? .equal : .greaterOrEqual, strength: i % 3 == 0 ? 500 : Solver.required)
        }
        // The required links hold: equalities exactly 8 apart, inequalities at least 8.
        #expect(abs(s.value(of: v[0]) - 8) < 1e-6)
        for i in 1..<10 where i % 3 != 0 {
            let gap = s.value(of: v[i]) - s.value(of: v[i - 1])
            #expect(i % 2 == 0 ? abs(gap - 8) < 1e-6 : gap >= 8 - 1e-6, "link \(i): \(gap)")
        }
        for key in keys.reversed() { try s.remove(ObjectIdentifier(key)) }
        #expect(s.rowCount == 0)
    }
}
