import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelComponents

/// A scene's picture at a time depends only on the time: asking in any order gives the same
/// lists as asking in order.
@MainActor
@Suite struct TimelineOrderTests {
  func check(_ make: () -> any Timeline, times: [Double]) {
    let inOrder = make()
    let expected = times.map { inOrder.displayList(at: $0) }
    let shuffled = make()
    var rng = SeededGenerator(seed: 3)
    var order = Array(times.indices)
    for i in order.indices.reversed() {
      order.swapAt(i, Int(rng.next() % UInt64(i + 1)))
    }
    for index in order {
      #expect(shuffled.displayList(at: times[index]) == expected[index], "t=\(times[index])")
    }
    // And the same scene asked again, backwards.
    for index in times.indices.reversed() {
      #expect(inOrder.displayList(at: times[index]) == expected[index])
    }
  }

  let times = stride(from: 0.0, through: 12, by: 0.37).map { $0 }

  @Test func ring() { check({ RingScene(options: .init(duration: 10)) }, times: times) }
  @Test func meetingCard() {
    check({ MeetingScene(.card, options: .init(minutes: 1, completed: 1)) }, times: times)
  }
  @Test func meetingTimer() { check({ MeetingScene(.timer) }, times: times + [61, 70]) }
  @Test func loading() { check({ LoadingScene() }, times: times) }
  @Test func focus() {
    check({ FocusScene(options: .init(tapAt: 2, tapPoint: CGPoint(x: 80, y: 90))) }, times: times)
  }
}
