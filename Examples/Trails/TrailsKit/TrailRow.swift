import OpenUIKitShim

/// A trail in the list: its photo, name and region, and a star when it is a favourite.
struct TrailRow: View {
    let trail: Trail

    var body: some View {
        HStack {
            trail.image
                .resizable()
                .frame(width: 50, height: 50)
                .clipShape(.rect(cornerRadius: 8))
            VStack(alignment: .leading) {
                Text(trail.name)
                Text(trail.region)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if trail.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
    }
}

#Preview("Trail row", traits: .sizeThatFitsLayout) {
    TrailRow(trail: TrailStore().trails[0])
        .padding()
}
