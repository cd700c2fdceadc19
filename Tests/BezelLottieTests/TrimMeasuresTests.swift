import BezelDrawing
import BezelTestSupport
import Foundation
import Testing

@testable import BezelLottie

/// A trim keeps the measures of the outlines it cut (``TrimMeasures``): what it cuts from a
/// kept measure must be what measuring afresh cuts, in any order of frames, and what all
/// trims keep must stay within their budget.
@Suite struct TrimMeasuresTests {
  /// A closed or open outline of lines and curves around the origin.
  static func shapeJSON(_ g: inout SeededGenerator, vertices: Int) -> String {
    func n() -> String { String(format: "%.3f", Double.random(in: -20...20, using: &g)) }
    let v = (0..<vertices).map { _ in "[\(n()),\(n())]" }.joined(separator: ",")
    let i = (0..<vertices).map { _ in Bool.random(using: &g) ? "[\(n()),\(n())]" : "[0,0]" }
    let o = (0..<vertices).map { _ in Bool.random(using: &g) ? "[\(n()),\(n())]" : "[0,0]" }
    return """
      {"c":\(Bool.random(using: &g)),"v":[\(v)],"i":[\(i.joined(separator: ","))],\
      "o":[\(o.joined(separator: ","))]}
      """
  }

  /// 30 frames of layers whose trims move over still outlines (one or two in a trim's scope,
  /// some in a turning group, one in a repeater), over outlines that hold and then jump, and
  /// over a rectangle that grows; ranges that wrap past the end, layers that fade.
  static func animationJSON(seed: UInt64) -> String {
    var g = SeededGenerator(seed: seed)
    func track(_ from: Double, _ to: Double) -> String {
      let t0 = Double(Int.random(in: 0...8, using: &g))
      let t1 = Double(Int.random(in: 18...30, using: &g))
      return """
        {"a":1,"k":[{"t":\(t0),"s":[\(from)],"i":{"x":[0.6],"y":[1]},"o":{"x":[0.3],"y":[0]}},\
        {"t":\(t1),"s":[\(to)]}]}
        """
    }
    func trim() -> String {
      """
      {"ty":"tm","s":\(track(Double.random(in: 0...40, using: &g), Double.random(in: 0...60, using: &g))),\
      "e":\(track(Double.random(in: 40...100, using: &g), Double.random(in: 20...100, using: &g))),\
      "o":\(track(0, Double.random(in: -400...400, using: &g))),"m":1}
      """
    }
    let stroke = """
      {"ty":"st","c":{"a":0,"k":[0.1,0.3,0.9,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"lc":2}
      """
    var layers: [String] = []
    for index in 1...8 {
      var shapes: [String] = []
      switch index % 4 {
      case 0:
        shapes.append("{\"ty\":\"sh\",\"ks\":{\"a\":0,\"k\":\(shapeJSON(&g, vertices: 5))}}")
        shapes.append("{\"ty\":\"sh\",\"ks\":{\"a\":0,\"k\":\(shapeJSON(&g, vertices: 3))}}")
      case 1:
        // Holds, jumps, holds again, then moves.
        let a = shapeJSON(&g, vertices: 4)
        let b = shapeJSON(&g, vertices: 4)
        shapes.append(
          """
          {"ty":"sh","ks":{"a":1,"k":[{"t":0,"s":[\(a)],"h":1},{"t":10,"s":[\(b)],"h":1},\
          {"t":20,"s":[\(b)]},{"t":28,"s":[\(a)]}]}}
          """)
      case 2:
        shapes.append(
          """
          {"ty":"rc","s":{"a":1,"k":[{"t":0,"s":[10,8]},{"t":12,"s":[30,20]}]},\
          "p":{"a":0,"k":[0,0]},"r":{"a":0,"k":3}}
          """)
      default:
        shapes.append("{\"ty\":\"sh\",\"ks\":{\"a\":0,\"k\":\(shapeJSON(&g, vertices: 6))}}")
      }
      shapes.append(trim())
      shapes.append(stroke)
      var content = shapes.joined(separator: ",")
      if index == 3 {
        content = """
          {"ty":"gr","it":[\(content),{"ty":"tr","r":{"a":1,"k":[{"t":0,"s":[0]},{"t":30,"s":[90]}]}}]}
          """
      }
      if index == 7 {
        content += """
          ,{"ty":"rp","c":{"a":0,"k":3},"o":{"a":0,"k":0},"m":1,\
          "tr":{"p":{"a":0,"k":[4,0]},"r":{"a":0,"k":20},"so":{"a":0,"k":100},"eo":{"a":0,"k":50}}}
          """
      }
      let opacity =
        index.isMultiple(of: 2)
        ? "{\"a\":1,\"k\":[{\"t\":0,\"s\":[100]},{\"t\":30,\"s\":[40]}]}" : "{\"a\":0,\"k\":100}"
      layers.append(
        """
        {"ty":4,"ind":\(index),"ip":0,"op":30,"st":0,"ks":{"p":{"a":0,"k":[\(20 + index * 10),40,0]},\
        "o":\(opacity)},"shapes":[\(content)]}
        """)
    }
    return """
      {"v":"5.7.4","fr":30,"ip":0,"op":30,"w":120,"h":80,"layers":[\(layers.joined(separator: ","))]}
      """
  }

  /// Every whole and half frame.
  static let frames: [Double] = (0..<30).flatMap { [Double($0), Double($0) + 0.5] }

  @Test(arguments: [11, 12, 13] as [UInt64])
  func keptMeasuresCutWhatFreshOnesCut(seed: UInt64) throws {
    let animation = try LottieAnimation(data: Data(Self.animationJSON(seed: seed).utf8))
    var fresh = animation
    fresh.reusesStillContent = false
    var generator = SeededGenerator(seed: seed)
    let size = CGSize(width: 120, height: 80)
    for (order, sequence) in [
      ("forwards", Self.frames), ("backwards", Self.frames.reversed()),
      ("shuffled", Self.frames.shuffled(using: &generator)),
    ] {
      for frame in sequence {
        let expected = fresh.displayList(atFrame: frame, fitting: size)
        #expect(!expected.items.isEmpty)
        #expect(
          animation.displayList(atFrame: frame, fitting: size) == expected, "\(order) \(frame)")
        #expect(animation.displayList(atFrame: frame, fitting: size) == expected)
      }
    }
  }

  /// Outlines trimmed through slots of a small budget: each cut equals a fresh trim's, the
  /// same outline in the same slot is served from the slot, and the slots never keep more
  /// than the budget, giving it all back when they go.
  @Test func slotsStayWithinTheirBudget() {
    let outlines = TrimStorageReuseTests.outlines(count: 400, seed: 91)
    let budget = TrimMeasureBudget(limit: 300)
    var generator = SeededGenerator(seed: 92)
    let ranges: TrimRanges = [(0.15, 0.7)]
    do {
      let measures = TrimMeasures(budget: budget)
      #expect(measures.claim())
      var outline = Path()
      var storage = PathMeasure.Storage()
      for round in 0..<3 {
        for index in outlines.indices.shuffled(using: &generator) {
          let slot = index % 40
          outline.removeAll(keepingCapacity: true)
          outline.addPath(outlines[index])
          let cut = measures.withMeasure(of: outline, slot: slot, storage: &storage) {
            PathModifiers.trim(measure: $0, ranges: ranges)
          }
          #expect(cut == PathModifiers.trim(outline: outlines[index], ranges: ranges), "\(round)")
          #expect(budget.inUse <= budget.limit)
          #expect(measures.keptCost == budget.inUse)
        }
      }
      measures.release()
    }
    #expect(budget.inUse == 0)
    // An outline measured into a slot is served from it the next time, not measured again.
    let single = TrimMeasures(budget: TrimMeasureBudget(limit: 1000))
    #expect(single.claim())
    var outline = Path()
    var storage = PathMeasure.Storage()
    var measured: [Path] = []
    for _ in 0..<2 {
      outline.removeAll(keepingCapacity: true)
      outline.addPath(outlines[0])
      single.withMeasure(of: outline, slot: 0, storage: &storage) { measured.append($0.path) }
    }
    let bases = measured.map { path in
      path.elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    #expect(bases.count == 2 && bases[0] != nil && bases[0] == bases[1])
    single.release()
  }

  /// A budget too small for any outline keeps nothing, and trims still cut the same.
  @Test func anEmptyBudgetKeepsNothing() {
    let outlines = TrimStorageReuseTests.outlines(count: 20, seed: 93)
    let budget = TrimMeasureBudget(limit: 0)
    let measures = TrimMeasures(budget: budget)
    #expect(measures.claim())
    var outline = Path()
    var storage = PathMeasure.Storage()
    for (index, path) in outlines.enumerated() {
      outline.removeAll(keepingCapacity: true)
      outline.addPath(path)
      let cut = measures.withMeasure(of: outline, slot: index, storage: &storage) {
        PathModifiers.trim(measure: $0, ranges: [(0.8, 1), (0, 0.3)])
      }
      #expect(cut == PathModifiers.trim(outline: path, ranges: [(0.8, 1), (0, 0.3)]))
    }
    #expect(measures.keptCost == 0 && budget.inUse == 0)
    measures.release()
  }

  /// A file of many more trimmed outlines than the shared budget holds keeps within it.
  @Test func manyTrimmedShapesStayWithinTheSharedBudget() throws {
    var g = SeededGenerator(seed: 94)
    let layers = (1...120).map { index in
      """
      {"ty":4,"ind":\(index),"ip":0,"op":4,"st":0,"ks":{},"shapes":[\
      {"ty":"sh","ks":{"a":0,"k":\(Self.shapeJSON(&g, vertices: 300))}},\
      {"ty":"tm","s":{"a":0,"k":0},"e":{"a":1,"k":[{"t":0,"s":[10]},{"t":4,"s":[90]}]},"o":{"a":0,"k":0},"m":1},\
      {"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":1}}]}
      """
    }
    let json = """
      {"v":"5.7.4","fr":30,"ip":0,"op":4,"w":50,"h":50,"layers":[\(layers.joined(separator: ","))]}
      """
    let animation = try LottieAnimation(data: Data(json.utf8))
    let budget = TrimMeasureBudget.shared
    for frame in [0.5, 1.5, 2.5] {
      _ = animation.displayList(atFrame: frame)
      #expect(budget.inUse <= budget.limit)
    }
    // 120 outlines of 300 segments, each more than 600 entries kept: they cannot all fit.
    #expect(120 * 600 > budget.limit)
  }

  @Test func identityIsBitForBit() {
    var a = Path()
    a.move(to: CGPoint(x: 0, y: 1))
    a.addCurve(to: CGPoint(x: 3, y: Double.nan), control1: .zero, control2: CGPoint(x: 1, y: 1))
    var b = Path()
    b.move(to: CGPoint(x: 0, y: 1))
    b.addCurve(to: CGPoint(x: 3, y: Double.nan), control1: .zero, control2: CGPoint(x: 1, y: 1))
    #expect(a.isIdentical(to: b))
    var c = Path()
    c.move(to: CGPoint(x: -0.0, y: 1))
    c.addCurve(to: CGPoint(x: 3, y: Double.nan), control1: .zero, control2: CGPoint(x: 1, y: 1))
    #expect(!a.isIdentical(to: c))
    var d = Path()
    d.move(to: CGPoint(x: 0, y: 1))
    d.addLine(to: CGPoint(x: 3, y: Double.nan))
    #expect(!a.isIdentical(to: d))
    #expect(Path().isIdentical(to: Path()))
  }
}
