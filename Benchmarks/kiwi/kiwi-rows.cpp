// The same-run baseline for the Auto Layout benchmark: kiwi (the C++ Cassowary solver of
// kiwisolver) fed the exact problem OpenUIKit's engine solves, exported by
// `LayoutProfile <rows> 0 --export <file>`. Times adding every constraint and solving (the
// first layout) and one constant change of the marked constraint two ways: kiwi's own
// edit (the constant as an edit variable, moved with suggestValue) and a remove and an add;
// reports the resident memory the solver grew by.
//
// Built by `fetch-and-build.sh` against kiwi's headers from its source distribution.
#include <kiwi/kiwi.h>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

struct Term { int variable; double coefficient; };
struct Spec { int relation; double priority; double constant; std::vector<Term> terms; };

static double strength(double priority) {
    // A higher UIKit priority always wins: required stays required; 501–999 are strong,
    // scaled; 1–500 weak, scaled.
    if (priority >= 1000) return kiwi::strength::required;
    if (priority > 500) return kiwi::strength::strong * (priority - 500);
    return kiwi::strength::weak * std::max(1.0, priority);
}

static kiwi::Constraint make(const Spec& spec, const std::vector<kiwi::Variable>& variables, double constantShift) {
    std::vector<kiwi::Term> terms;
    for (const auto& t : spec.terms) terms.emplace_back(variables[t.variable], t.coefficient);
    kiwi::Expression expression(terms, spec.constant + constantShift);
    kiwi::RelationalOperator op = spec.relation == 0 ? kiwi::OP_EQ : spec.relation < 0 ? kiwi::OP_LE : kiwi::OP_GE;
    return kiwi::Constraint(expression, op, strength(spec.priority));
}

static long residentKilobytes() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
    }
    return 0;
}

int main(int argc, char** argv) {
    if (argc < 2) { std::fprintf(stderr, "usage: kiwi-rows problem.txt [changes]\n"); return 2; }
    int changes = argc > 2 ? std::atoi(argv[2]) : 20;
    std::ifstream file(argv[1]);
    std::string tag;
    int variableCount = 0, marked = -1;
    std::vector<Spec> specs;
    while (file >> tag) {
        if (tag == "v") file >> variableCount;
        else if (tag == "marked") file >> marked;
        else if (tag == "c") {
            Spec spec; int count;
            file >> spec.relation >> spec.priority >> spec.constant >> count;
            spec.terms.resize(count);
            for (auto& t : spec.terms) file >> t.variable >> t.coefficient;
            specs.push_back(spec);
        }
    }
    std::vector<kiwi::Variable> variables(variableCount);
    std::vector<kiwi::Constraint> constraints;
    for (const auto& spec : specs) constraints.push_back(make(spec, variables, 0));
    long before = residentKilobytes();
    auto start = std::chrono::steady_clock::now();
    kiwi::Solver solver;
    int refused = 0;
    for (const auto& c : constraints) {
        try { solver.addConstraint(c); } catch (const kiwi::UnsatisfiableConstraint&) { refused++; }
    }
    solver.updateVariables();
    double first = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    long grown = residentKilobytes() - before;
    std::vector<double> times;
    if (marked >= 0) {
        kiwi::Constraint current = constraints[marked];
        // A remove and an add re-solves nearly everything (about a second at 1,000 rows):
        // a few samples tell its median.
        for (int i = 0; i < std::min(changes, 5); i++) {
            auto t = std::chrono::steady_clock::now();
            kiwi::Constraint next = make(specs[marked], variables, (i % 2 == 0) ? -12.0 : 0.0);
            solver.removeConstraint(current);
            solver.addConstraint(next);
            solver.updateVariables();
            times.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t).count());
            current = next;
        }
    }
    std::sort(times.begin(), times.end());
    // The edit as kiwi means it: a second solver whose marked constraint takes its
    // constant from an edit variable, moved with suggestValue.
    std::vector<double> edits;
    if (marked >= 0) {
        kiwi::Solver editing;
        kiwi::Variable constant;
        for (size_t i = 0; i < specs.size(); i++) {
            if ((int)i == marked) continue;
            try { editing.addConstraint(constraints[i]); } catch (const kiwi::UnsatisfiableConstraint&) {}
        }
        std::vector<kiwi::Term> terms;
        for (const auto& t : specs[marked].terms) terms.emplace_back(variables[t.variable], t.coefficient);
        terms.emplace_back(constant, 1.0);
        kiwi::RelationalOperator op = specs[marked].relation == 0 ? kiwi::OP_EQ : specs[marked].relation < 0 ? kiwi::OP_LE : kiwi::OP_GE;
        editing.addConstraint(kiwi::Constraint(kiwi::Expression(terms, 0.0), op, strength(specs[marked].priority)));
        editing.addEditVariable(constant, kiwi::strength::strong * 1000);
        editing.suggestValue(constant, specs[marked].constant);
        editing.updateVariables();
        for (int i = 0; i < changes; i++) {
            auto t = std::chrono::steady_clock::now();
            editing.suggestValue(constant, specs[marked].constant + ((i % 2 == 0) ? -12.0 : 0.0));
            editing.updateVariables();
            edits.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t).count());
        }
        std::sort(edits.begin(), edits.end());
    }
    std::printf("kiwi: %zu constraints, %d variables: first layout %.1f ms; constant change median %.1f us (remove and add), %.1f us (edit variable); solver memory %.0f bytes per constraint; %d refused\n",
                specs.size(), variableCount, first, times.empty() ? 0.0 : times[times.size() / 2],
                edits.empty() ? 0.0 : edits[edits.size() / 2],
                specs.empty() ? 0.0 : grown * 1024.0 / specs.size(), refused);
    return 0;
}
