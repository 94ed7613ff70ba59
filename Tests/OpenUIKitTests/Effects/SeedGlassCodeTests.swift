import Foundation
import Observation
@testable import OpenUIKit
import Testing

// Seed 000's glass code, written as a UIKit developer would, compiled against OpenUIKit.

@Observable
final class SeedPlaybackModel {
    var filmTitle = "Up"
    var isPlaying = false
    var progress: Float = 0
}

final class SeedMiniPlayerView: UIView {
    var model: SeedPlaybackModel
    let glassView = UIVisualEffectView()
    let titleLabel = UILabel()
    let playPauseButton = UIButton(configuration: .glass())
    let progressView = UIProgressView()
    var propertiesRuns = 0
    var layoutRuns = 0

    init(model: SeedPlaybackModel) {
        self.model = model
        super.init(frame: .zero)
        let effect = UIGlassEffect()
        effect.isInteractive = false
        effect.tintColor = .systemIndigo
        UIView.animate {
            self.glassView.effect = effect
        }
        glassView.contentView.addSubview(titleLabel)
        glassView.contentView.addSubview(playPauseButton)
        glassView.contentView.addSubview(progressView)
        addSubview(glassView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func updateProperties() {
        super.updateProperties()
        propertiesRuns += 1
        titleLabel.text = model.filmTitle
        progressView.progress = model.progress
        let icon = model.isPlaying ? "pause.fill" : "play.fill"
        playPauseButton.configuration?.image = UIImage(systemName: icon)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutRuns += 1
        glassView.frame = bounds
        titleLabel.frame = CGRect(x: 64, y: 8, width: bounds.width - 80, height: 24)
        playPauseButton.frame = CGRect(x: 8, y: 8, width: 48, height: 48)
        progressView.frame = CGRect(x: 64, y: 44, width: bounds.width - 80, height: 4)
    }
}

extension SharedSettingsSuites {
@MainActor
@Suite("Seed 000 glass code")
struct SeedGlassCodeTests {
    @Test func miniPlayerRendersTintedGlassAndUpdatesOnlyProperties() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.view.backgroundColor = .white
        let model = SeedPlaybackModel()
        let player = SeedMiniPlayerView(model: model)
        player.frame = CGRect(x: 10, y: 20, width: 300, height: 64)
        root.view.addSubview(player)
        let before = window.renderedImage().cgImage!
        let pixel = before.rgba(atX: 3 * 200, y: 3 * 75)
        #expect(Int(pixel.blue) > Int(pixel.green) + 20, "indigo-tinted glass")
        let layouts = player.layoutRuns, properties = player.propertiesRuns
        model.isPlaying = true
        await window.waitForScheduledUpdates()
        #expect(player.propertiesRuns == properties + 1)
        #expect(player.layoutRuns == layouts)
        #expect(player.playPauseButton.configuration?.image != nil)
    }

    @Test func glassButtonsMergeInAContainerAsTheirFramesMeet() {
        let containerEffect = UIGlassContainerEffect()
        containerEffect.spacing = 20
        let containerView = UIVisualEffectView(effect: containerEffect)
        let glassEffect = UIGlassEffect()
        let playButton = UIVisualEffectView(effect: glassEffect)
        let skipButton = UIVisualEffectView(effect: glassEffect)
        containerView.contentView.addSubview(playButton)
        containerView.contentView.addSubview(skipButton)
        UIView.animate {
            playButton.frame = CGRect(x: 20, y: 20, width: 60, height: 44)
            skipButton.frame = CGRect(x: 84, y: 20, width: 60, height: 44)
        }
        #expect(playButton.enclosingGlassContainer === containerView)
        #expect(containerView.containerMembers().count == 2)
        var rate = UIButton.Configuration.prominentGlass()
        rate.title = "Rate Film"
        #expect(UIButton(configuration: rate).configuration?.title == "Rate Film")
    }
}
}
