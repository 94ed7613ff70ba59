import Foundation

extension NSCollectionLayoutSection {
    /// A list section: full-width cells that size themselves (estimated 44 points high),
    /// with the configuration's insets, headers and footers.
    ///
    /// ```swift
    /// let layout = UICollectionViewCompositionalLayout { index, environment in
    ///     index == 0 ? gridSection() : .list(using: .init(appearance: .insetGrouped), layoutEnvironment: environment)
    /// }
    /// ```
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        let width = layoutEnvironment.container.effectiveContentSize.width
        let sideInset: CGFloat = configuration.appearance == .insetGrouped ? (width >= 414 ? 20 : 16) : 0
        let sidebarInset: CGFloat = configuration.appearance == .sidebar ? 10 : 0
        let topPadding = configuration.headerTopPadding ?? (configuration.isGrouped && configuration.headerMode != .supplementary ? 35 : 0)
        section.contentInsets = NSDirectionalEdgeInsets(top: topPadding, leading: sideInset + sidebarInset, bottom: 0, trailing: sideInset + sidebarInset)
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.isGrouped ? 38 : 28)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            header.zIndex = 2
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}
