import Bezel
import Foundation
import Testing

/// Shape modifiers and masks with hostile parameters: each frame builds and renders within
/// the documented caps, never hangs, never grows without bound.
@Suite struct HostileModifierTests {
  static let star =
    #"{"ty":"sr","sy":1,"pt":{"a":0,"k":1000},"p":{"a":0,"k":[5,5]},"r":{"a":0,"k":0},"#
    + #""ir":{"a":0,"k":2},"or":{"a":0,"k":5},"is":{"a":0,"k":0},"os":{"a":0,"k":0}}"#
  static let fill = #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}"#
  static let stroke =
    #"{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":1}}"#

  /// The number of path elements a display list draws, clips and masks included.
  static func elementCount(_ items: [DisplayItem]) -> Int {
    var n = 0
    for item in items {
      switch item {
      case .fill(let path, _, _), .stroke(let path, _, _): n += path.elements.count
      case .group(let g):
        n +=
          elementCount(g.children) + elementCount(g.mask?.items ?? [])
          + (g.clip?.elements.count ?? 0)
      default: break
      }
    }
    return n
  }

  func renders(_ shapes: [String], within elements: Int) throws {
    let layer = LottieJSON.shapeLayer("[\(shapes.joined(separator: ","))]")
    let animation = try LottieAnimation(data: Data(LottieJSON.document(layers: [layer]).utf8))
    for frame in [0.0, 30] {
      let list = animation.displayList(atFrame: frame)
      #expect(Self.elementCount(list.items) <= elements)
      _ = try Canvas().render(list)
    }
  }

  @Test(arguments: ["-1e9", "1e9", "1e308", "-1e308", "1e-300"])
  func offsetOfAnyAmountIsBounded(amount: String) throws {
    // Amounts are capped at ±100,000; a shrink past the middle leaves nothing.
    let op = #"{"ty":"op","a":{"a":0,"k":\#(amount)},"lj":2,"ml":{"a":0,"k":1e308}}"#
    try renders([Self.star, op, Self.fill, Self.stroke], within: 50_000)
  }

  @Test func aMillionRidgesStopAtTheVertexCap() throws {
    // A 2000-vertex star with a million ridges per side: 2 × 10⁹ points uncapped, 10,000
    // with the cap (move, segments, close).
    let zz = #"{"ty":"zz","s":{"a":0,"k":1e9},"r":{"a":0,"k":1e6},"pt":{"a":0,"k":2}}"#
    try renders([Self.star, zz, Self.fill], within: 10_001 + 2)
  }

  @Test func repeatedCostlyModifiersStopAtTheFrameBudget() throws {
    // 1000 copies of a zig-zagged, offset, merged 40-vertex star: 10⁷ points uncapped, far
    // beyond one layer's budget of 100,000 modifier points, so most copies keep their plain
    // outline (42 elements each).
    let star =
      #"{"ty":"sr","sy":1,"pt":{"a":0,"k":20},"p":{"a":0,"k":[5,5]},"r":{"a":0,"k":0},"#
      + #""ir":{"a":0,"k":2},"or":{"a":0,"k":5},"is":{"a":0,"k":0},"os":{"a":0,"k":0}}"#
    let group =
      #"{"ty":"gr","it":[\#(star),{"ty":"zz","s":{"a":0,"k":1},"r":{"a":0,"k":1e6}},"#
      + #"{"ty":"op","a":{"a":0,"k":1},"lj":1},{"ty":"mm","mm":2},"#
      + #"{"ty":"tr","p":{"a":0,"k":[0,0]}}]}"#
    let repeater =
      #"{"ty":"rp","c":{"a":0,"k":1000},"o":{"a":0,"k":0},"m":1,"#
      + #""tr":{"ty":"tr","p":{"a":0,"k":[0.01,0]},"s":{"a":0,"k":[100,100]}}}"#
    try renders([group, repeater, Self.fill], within: 1_000 * 42 + 110_000)
  }

  @Test func absurdPuckerTwistAndMergeDrawSomethingFinite() throws {
    let shapes = [
      Self.star, #"{"ty":"pb","a":{"a":0,"k":1e300}}"#,
      #"{"ty":"tw","a":{"a":0,"k":1e300},"c":{"a":0,"k":[1e308,-1e308]}}"#,
      #"{"ty":"rc","p":{"a":0,"k":[1e308,0]},"s":{"a":0,"k":[1e308,1e308]},"r":{"a":0,"k":0}}"#,
      #"{"ty":"mm","mm":5}"#, Self.fill, Self.stroke,
    ]
    try renders(shapes, within: 50_000)
  }

  @Test(arguments: ["1e9", "-1e9", "1e308"])
  func hugeMaskExpansionIsBounded(expansion: String) throws {
    let outline =
      #"{"a":0,"k":{"c":true,"v":[[0,0],[10,0],[10,10]],"i":[[0,0],[0,0],[0,0]],"#
      + #""o":[[0,0],[0,0],[0,0]]}}"#
    let masks = ["a", "f", "l", "d"].map {
      #"{"mode":"\#($0)","pt":\#(outline),"o":{"a":0,"k":50},"x":{"a":0,"k":\#(expansion)}}"#
    }
    let layer = LottieJSON.shapeLayer(
      extra: #","masksProperties":[\#(masks.joined(separator: ","))]"#)
    let animation = try LottieAnimation(data: Data(LottieJSON.document(layers: [layer]).utf8))
    let list = animation.displayList(atFrame: 0)
    #expect(Self.elementCount(list.items) <= 10_000)
    _ = try Canvas().render(list)
  }
}
