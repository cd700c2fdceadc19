import BezelDrawing
import BezelLayers
import BezelRaster
import Foundation
import Testing

@testable import BezelComponents

@MainActor
@Suite struct RingSceneSnapshotTests {
  @Test(arguments: [0.0, 5, 10, 15, 20])
  func seedScene(at time: Double) throws {
    let scene = RingScene()
    try expectSnapshot(scene.displayList(at: time), named: "ring-seed-t\(Int(time))")
  }

  /// 300×300, duration 10, t = 5: the progress colour lies exactly on the right half.
  @Test func halfwayFillsExactlyTheRightHalf() throws {
    let scene = RingScene(options: .init(duration: 10, image: .none))
    let bitmap = try expectSnapshot(scene.displayList(at: 5), named: "ring-plain-t5")
    // The stroke is 10 wide on a circle of radius 145: from 140 to 150 from the centre.
    for degrees in stride(from: -87.0, through: 267, by: 3) where abs(degrees - 90) > 1 {
      let angle = degrees * .pi / 180
      let x = Int((150 + 145 * cos(angle)).rounded(.down))
      let y = Int((150 + 145 * sin(angle)).rounded(.down))
      let rightHalf = degrees < 90
      let expected = rightHalf ? Color.gray : Color.green
      #expect(pixel(bitmap, x, y, is: expected), "\(degrees)° at (\(x), \(y))")
    }
    // The boundary is the vertical through the centre: column 149 is left, 150 right, at the
    // top (y 0…10) and the bottom (y 290…300) of the ring.
    for y in [1, 5, 9, 291, 295, 299] {
      #expect(pixel(bitmap, 149, y, is: .green), "(149, \(y))")
      #expect(pixel(bitmap, 150, y, is: .gray), "(150, \(y))")
    }
    // Inside and outside the stroke: the background.
    #expect(pixel(bitmap, 150, 150, is: .white))
    #expect(pixel(bitmap, 150, 11, is: .white))
    #expect(pixel(bitmap, 1, 1, is: .white))
  }

  @Test func aCallersBitmapFillsTheRoundPhoto() throws {
    let red = Bitmap(width: 4, height: 2, filledWith: .red)
    let scene = RingScene(options: .init(duration: 10, image: .bitmap(red)))
    let bitmap = try Canvas().render(scene.displayList(at: 0))
    #expect(pixel(bitmap, 150, 150, is: .red))
    #expect(pixel(bitmap, 2, 2, is: .white))  // outside the circle
  }
}

@MainActor
@Suite struct MeetingSceneSnapshotTests {
  @Test(arguments: [0.0, 25, 59])
  func card(at time: Double) throws {
    let scene = MeetingScene(.card)
    try expectSnapshot(scene.displayList(at: time), named: "meeting-card-t\(Int(time))")
  }

  @Test(arguments: [0.0, 30, 61])
  func timerOnly(at time: Double) throws {
    let scene = MeetingScene(.timer)
    try expectSnapshot(scene.displayList(at: time), named: "meeting-timer-t\(Int(time))")
  }

  @Test func completedSpeakersAndADarkTheme() throws {
    let scene = MeetingScene(
      .card,
      options: .init(
        speakers: ["Bill", "Cathy", "Daisy", "Simon", "Jonathan"], minutes: 5, theme: .indigo,
        completed: 2))
    try expectSnapshot(scene.displayList(at: 10), named: "meeting-card-indigo")
  }

  /// The arcs land where the seed puts them: speaker 0 of 3 done at t = 21 in a 1-minute
  /// meeting covers 12 → 4 o'clock on a circle of radius 138 in the theme's main colour.
  @Test func arcsOfCompletedSpeakers() throws {
    let scene = MeetingScene(.timer, options: .init(theme: .poppy))
    let bitmap = try Canvas().render(scene.displayList(at: 21))
    let main = Theme.poppy.mainColor
    func probe(_ degrees: Double) -> (Int, Int) {
      let a = (degrees - 90) * .pi / 180
      return (Int((150 + 138 * cos(a)).rounded()), Int((150 + 138 * sin(a)).rounded()))
    }
    for degrees in [10.0, 60, 110] {
      let (x, y) = probe(degrees)
      #expect(pixel(bitmap, x, y, is: main, tolerance: 4), "\(degrees)°")
    }
    for degrees in [130.0, 200, 300] {
      let (x, y) = probe(degrees)
      #expect(pixel(bitmap, x, y, is: Theme.poppy.accentColor, tolerance: 4), "\(degrees)°")
    }
  }
}

@MainActor
@Suite struct LoadingSceneSnapshotTests {
  @Test(arguments: [0.5, 1.35, 3, 6.5])
  func seedFlow(at time: Double) throws {
    let scene = LoadingScene(options: .init(size: CGSize(width: 390, height: 600)))
    try expectSnapshot(
      scene.displayList(at: time), named: "loading-t\(Int((time * 100).rounded()))")
  }

  @Test func titleChangesWhenTheOverlayHasGone() {
    let scene = LoadingScene()
    #expect(scene.buttonTitle(at: 5.99) == "로딩 시작")
    #expect(scene.buttonTitle(at: 6) == "로딩 종료!")
    // Evaluating an earlier time after a later one is still right.
    _ = scene.displayList(at: 10)
    #expect(!scene.overlay.schedule.isVisible(at: 0.5))
    #expect(scene.overlay.schedule.isVisible(at: 3))
  }

  @Test func theDimCoversTheWholeWindow() throws {
    let scene = LoadingScene(options: .init(size: CGSize(width: 200, height: 300)))
    let bitmap = try Canvas().render(scene.displayList(at: 3))
    // White under black at 0.3: 255 × 0.7 ≈ 178.5.
    for (x, y) in [(0, 0), (199, 0), (0, 299), (199, 299)] {
      let p = bitmap.pixel(x: x, y: y)
      #expect(abs(Int(p.r) - 179) <= 1 && p.r == p.g && p.g == p.b, "(\(x), \(y)): \(p)")
    }
  }
}

@MainActor
@Suite struct FocusSceneSnapshotTests {
  @Test func seedUsage() throws {
    try expectSnapshot(FocusScene().displayList(at: 0), named: "focus-seed")
  }

  @Test func plainBackgroundBracketsLandOnKnownPixels() throws {
    let scene = FocusScene(options: .init(size: CGSize(width: 200, height: 200), image: .none))
    let bitmap = try expectSnapshot(scene.displayList(at: 0), named: "focus-plain")
    // Thickness 10 centred on x = 5 (padding): black from 0 to 10, on the left arm from
    // y = 15 (padding + radius) to 45 (+ length).
    #expect(pixel(bitmap, 2, 30, is: .black))
    #expect(pixel(bitmap, 8, 30, is: .black))
    #expect(pixel(bitmap, 12, 30, is: .white))
    #expect(pixel(bitmap, 5, 50, is: .white))  // past the arm
    #expect(pixel(bitmap, 30, 2, is: .black))  // top arm
    #expect(pixel(bitmap, 197, 170, is: .black))  // bottom-right vertical arm
    #expect(pixel(bitmap, 100, 100, is: .white))
  }

  @Test(arguments: [1.0, 1.15, 1.6, 2.25])
  func tapToFocus(at time: Double) throws {
    let scene = FocusScene(
      options: .init(
        size: CGSize(width: 300, height: 300), radius: 5, thickness: 2, tapAt: 1,
        tapPoint: CGPoint(x: 110, y: 170)))
    try expectSnapshot(
      scene.displayList(at: time), named: "focus-tap-t\(Int((time * 100).rounded()))")
  }

  @Test func dimmedOutsideWithAClearCutOut() throws {
    let scene = FocusScene(options: .init(size: CGSize(width: 240, height: 240), image: .none))
    scene.frame.dimColor = .black.withAlpha(0.5)
    let bitmap = try expectSnapshot(scene.displayList(at: 0), named: "focus-dimmed")
    #expect(pixel(bitmap, 120, 120, is: .white))
    let corner = bitmap.pixel(x: 1, y: 120)
    #expect(abs(Int(corner.r) - 128) <= 2)
  }
}

@MainActor
@Suite struct KoreanTextTests {
  @Test func koreanNamesRender() throws {
    let view = MeetingTimerView(speakers: [Speaker(name: "철수")], theme: .yellow)
    view.layer.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    let list = view.layer.displayList(at: 0)
    #expect(list.items.flatMap(texts).contains("철수"))
    let bitmap = try expectSnapshot(list, named: "korean-speaker", scale: 2)
    // Ink in the name's line (the text is black on a transparent canvas).
    var inked = 0
    for y in 270..<330 {
      for x in 230..<370 where bitmap.pixel(x: x, y: y).a > 128 { inked += 1 }
    }
    #expect(inked > 200)
  }
}

@MainActor
@Suite struct RingOptionsSnapshotTests {
  /// What ring users ask for: round caps, counterclockwise, a thick line, a label.
  @Test func roundCapsCounterclockwiseWithLabel() throws {
    let window = Window(size: CGSize(width: 200, height: 200))
    window.backgroundColor = .white
    let ring = CountdownRing()
    ring.lineWidth = 16
    ring.lineCap = .round
    ring.direction = .counterclockwise
    ring.trackColor = Color(white: 0.9)
    ring.progressColor = .orange
    ring.showsRemainingTime = true
    ring.layer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    window.contentLayer.addSublayer(ring.layer)
    ring.start(duration: 10, at: 0)
    ring.pause(at: 3)
    let bitmap = try expectSnapshot(window.displayList(at: 50), named: "ring-options")
    // 30 % counterclockwise from 12 o'clock: the left side at 10 o'clock is filled, the
    // right side at 2 o'clock is not.
    let r = 92.0
    func probe(_ degrees: Double) -> (Int, Int) {
      let a = degrees * .pi / 180
      return (Int((100 + r * cos(a)).rounded()), Int((100 + r * sin(a)).rounded()))
    }
    let (lx, ly) = probe(-150)
    let (rx, ry) = probe(-30)
    #expect(pixel(bitmap, lx, ly, is: .orange))
    #expect(pixel(bitmap, rx, ry, is: Color(white: 0.9)))
  }
}

@MainActor
@Suite struct ManySpeakersTests {
  /// Half of 10,000 speakers done: the arcs cover exactly the right half of the ring (the
  /// seed's arcs would each have wrapped almost all the way round).
  @Test func halfOfTenThousandSpeakersCoverHalfTheRing() throws {
    let speakers = (0..<10_000).map { Speaker(name: "\($0)", isCompleted: $0 < 5_000) }
    let view = MeetingTimerView(speakers: speakers, theme: .teal)
    view.layer.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    let list = view.layer.displayList(at: 0)
    // The border and one arc for the run of 5,000 (each would be 0.09 points long).
    #expect(list.items.flatMap(strokePaths).count == 2)
    let bitmap = try Canvas().render(list, background: .white)
    for degrees in [5.0, 45, 90, 135, 175] {
      let a = (degrees - 90) * .pi / 180
      let (x, y) = (Int((150 + 138 * cos(a)).rounded()), Int((150 + 138 * sin(a)).rounded()))
      #expect(pixel(bitmap, x, y, is: Theme.teal.mainColor, tolerance: 8), "\(degrees)°")
    }
    for degrees in [185.0, 225, 270, 315, 355] {
      let a = (degrees - 90) * .pi / 180
      let (x, y) = (Int((150 + 138 * cos(a)).rounded()), Int((150 + 138 * sin(a)).rounded()))
      #expect(pixel(bitmap, x, y, is: .black), "\(degrees)°")
    }
  }
}
