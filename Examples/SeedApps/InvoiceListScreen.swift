import Foundation
import OpenSwiftUI

/// A superellipse-cornered rectangle: the add button's outline (a shape of the app's own,
/// so it is traced as a path).
public struct Superellipse: Shape {
    public var cornerRadius: CGFloat

    public init(cornerRadius: CGFloat) {
        self.cornerRadius = cornerRadius
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(cornerRadius, min(rect.width, rect.height) / 2), style: .continuous)
    }
}

/// The invoices screen: a scrolling list of the month's invoices with its summary on a
/// material, a glass title bar, an add button on interactive glass of its own shape, and the
/// quick actions on one capsule of glass. All the chrome renders in one glass container.
public struct InvoiceListScreen: View {
    @State private var book = InvoiceBook()

    public init() {}

    public var body: some View {
        GlassEffectContainer(spacing: 16) {
            ZStack {
                ScrollView {
                    VStack(spacing: 0) {
                        MonthSummary(total: book.total, count: book.invoices.count)
                            .padding(.horizontal, 16)
                            .padding(.top, 76)
                            .padding(.bottom, 8)
                        ForEach(book.invoices) { invoice in
                            InvoiceRow(invoice: invoice)
                        }
                    }
                    .padding(.bottom, 120)
                }
                VStack {
                    TitleBar()
                    Spacer()
                    HStack(alignment: .bottom) {
                        QuickActionStrip()
                        Spacer()
                        AddInvoiceButton(model: book.addButton)
                    }
                    .padding(.horizontal, 16)
                    .padding(.bottom, 12)
                }
            }
        }
        .background(Color(red: 0.95, green: 0.96, blue: 0.99).ignoresSafeArea())
    }
}

private struct TitleBar: View {
    var body: some View {
        Text("Invoices")
            .font(.title2.weight(.bold))
            .frame(maxWidth: .infinity, minHeight: 52)
            .glassEffect(.regular, in: .rect(cornerRadius: 26))
            .padding(.horizontal, 16)
    }
}

/// The month at a glance, on a material: it scrolls under the glass title bar, so it is
/// not glass itself.
private struct MonthSummary: View {
    let total: Int
    let count: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("This month").font(.subheadline).foregroundStyle(.secondary)
            Text(verbatim: "$\(total)").font(.largeTitle.weight(.bold))
            Text("\(count) invoices").font(.footnote)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.regularMaterial, in: .rect(cornerRadius: 20))
        .background(LinearGradient(colors: [.indigo, .teal], startPoint: .leading, endPoint: .trailing), in: .rect(cornerRadius: 20))
        .accessibilityElement(children: .combine)
    }
}

private struct InvoiceRow: View {
    let invoice: Invoice

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill([Color.orange, .teal, .indigo, .pink, .green][invoice.id % 5])
                .frame(width: 36, height: 36)
                .overlay(Text(String(invoice.client.prefix(1))).font(.headline).foregroundStyle(.white))
            VStack(alignment: .leading, spacing: 2) {
                Text(invoice.client).font(.headline)
                Text(verbatim: "#\(invoice.id) · due in \(invoice.dueInDays) day\(invoice.dueInDays == 1 ? "" : "s")").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text(verbatim: "$\(invoice.amount)").font(.body.monospacedDigit())
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
        .accessibilityElement(children: .combine)
    }
}

private struct QuickActionStrip: View {
    var body: some View {
        HStack(spacing: 4) {
            QuickAction(symbol: "doc.badge.plus", title: "New")
            QuickAction(symbol: "square.and.arrow.up", title: "Send")
            QuickAction(symbol: "ellipsis", title: "More")
        }
        .padding(.horizontal, 6)
        .glassEffect(.regular.interactive(), in: .capsule)
    }
}

private struct QuickAction: View {
    let symbol: String
    let title: String

    var body: some View {
        Button {} label: {
            VStack(spacing: 3) {
                Image(systemName: symbol).font(.title3)
                Text(title).font(.caption.weight(.medium))
            }
            .frame(width: 60, height: 56)
        }
        .buttonStyle(.plain)
    }
}

private struct AddInvoiceButton: View {
    let model: AddButtonModel

    var body: some View {
        Button {
            model.press()
            model.release()
        } label: {
            Image(systemName: model.phase == .loading ? "hourglass" : "plus")
                .font(.title2.weight(.semibold))
                .foregroundStyle(.primary)
                .frame(width: 60, height: 60)
        }
        .buttonStyle(.plain)
        .glassEffect(.regular.interactive(), in: Superellipse(cornerRadius: 18))
        .shadow(color: .black.opacity(0.15), radius: 12, y: 6)
        .accessibilityLabel("New invoice")
    }
}

#Preview("Invoices") {
    // The screen is designed for light appearance only (its background is a fixed tint).
    InvoiceListScreen()
        .environment(\.colorScheme, .light)
}
