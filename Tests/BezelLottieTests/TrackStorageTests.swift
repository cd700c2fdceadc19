import Foundation
import Testing

@testable import BezelLottie

/// A compiled track holds its keyframes without waste: one converted shape shared by the
/// segments on either side of a keyframe, the storage it needs and no more, and segments
/// that do not carry a spatial curve inline.
@Suite struct TrackStorageTests {
  private static func model<Value: KeyframeValue>(
    _ text: String, as type: Value.Type
  ) throws -> AnimatableModel<Value> {
    try AnimatableModel<Value>(
      from: LottieJSONDecoder(tape: LottieJSONReader.tape(Array(text.utf8))))
  }

  private static let ease = #""o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}"#

  private static func shapeKeyframes(_ count: Int) -> String {
    let frames = (0..<count).map { index in
      let x = Double(index * 10)
      let shape =
        #"{"c":true,"v":[[\#(x),0],[10,\#(x)],[0,10]],"i":[[0,0],[0,0],[0,0]],"#
        + #""o":[[0,0],[0,0],[0,0]]}"#
      return #"{"t":\#(index * 10),"s":[\#(shape)],\#(ease)}"#
    }
    return #"{"a":1,"k":["# + frames.joined(separator: ",") + "]}"
  }

  private static func segments<Value>(_ track: Track<Value>) -> [Track<Value>.Segment] {
    guard case .keyframes(let segments, _, _) = track.storage else { return [] }
    return segments
  }

  private static func base<Element>(_ elements: [Element]) -> UnsafeRawPointer? {
    elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  @Test func aKeyframeShapeIsConvertedOnceForBothItsSegments() throws {
    let model = try Self.model(Self.shapeKeyframes(5), as: ShapeValue.self)
    let track = Track(model, default: BezierShape(closed: false)) { BezierShape($0) }
    let segments = Self.segments(track)
    try #require(segments.count == 4)
    for (before, after) in zip(segments, segments.dropFirst()) {
      #expect(before.to == after.from)
      // The knots' storage itself (`vertices` and its like are lists made on each read, whose
      // addresses can only match by the allocator's chance).
      #expect(Self.base(before.to.knots) != nil)
      #expect(Self.base(before.to.knots) == Self.base(after.from.knots))
    }
    // The values are still each keyframe's own.
    #expect(segments[0].from.vertices[0] == CGPoint(x: 0, y: 0))
    #expect(segments[3].to.vertices[0] == CGPoint(x: 40, y: 0))
    #expect(track.value(at: 15).vertices[1].y > 10)
  }

  @Test func segmentsTakeTheStorageTheyNeedAndShareARepeatedEase() throws {
    let frames = (0..<40).map { #"{"t":\#($0),"s":[\#($0)],\#(Self.ease)}"# }
    let model = try Self.model(
      #"{"a":1,"k":["# + frames.joined(separator: ",") + "]}", as: Double.self)
    let track = Track(model, default: 0) { $0 }
    let segments = Self.segments(track)
    try #require(segments.count == 39)
    #expect(segments.capacity == segments.count)
    let first = segments[0].easing.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    #expect(first != nil)
    for segment in segments {
      #expect(segment.easing.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } == first)
    }
  }

  @Test func aSegmentHoldsItsSpatialCurveByReference() {
    // Start, end, hold, easing and one reference besides the two values (with room for
    // alignment): a measure of 150 chords inline would add over 100 bytes to every segment
    // of every track.
    func bound<Value>(_ type: Value.Type) -> Int { 2 * MemoryLayout<Value>.stride + 64 }
    #expect(MemoryLayout<Track<SIMD4<Double>>.Segment>.stride <= bound(SIMD4<Double>.self))
    #expect(MemoryLayout<Track<Double>.Segment>.stride <= bound(Double.self))
    #expect(MemoryLayout<SpatialCurve?>.size == MemoryLayout<Int>.size)
  }
}
