import BezelDrawing
import BezelLottie
import BezelRaster
import Foundation
import Testing

/// Variations real files carry that lottie-web and lottie-ios load: old exporters' forms and
/// loose types. Each small animation is drawn against the same animation written the usual way.
@Suite struct LoaderVariationTests {
  /// The pixels of `json` at `frame`.
  static func pixels(_ json: String, frame: Double = 0) throws -> [UInt8] {
    let animation = try LottieAnimation(data: Data(json.utf8))
    return try Canvas().render(animation.displayList(atFrame: frame)).pixels
  }

  /// A 20 × 20 red solid whose opacity is `opacity` (a property's `k`).
  static func solid(opacity: String) -> String {
    """
    {"v":"5.7","fr":10,"ip":0,"op":20,"w":20,"h":20,"layers":[
     {"ty":1,"ind":1,"ip":0,"op":20,"sc":"#ff0000","sw":20,"sh":20,
      "ks":{"o":{"a":1,"k":\(opacity)}}}]}
    """
  }

  @Test func theNextKeyframesStartWinsOverAStaleEnd() throws {
    // lottie-web (`nextKeyData.s || keyData.e`) and lottie-ios (`e` only where the next
    // keyframe has no `s`) both ease towards the next keyframe's value.
    let linear = #""o":{"x":[1],"y":[1]},"i":{"x":[0],"y":[0]}"#
    let stale = Self.solid(opacity: #"[{"t":0,"s":[0],"e":[100],\#(linear)},{"t":10,"s":[50]}]"#)
    let clean = Self.solid(opacity: #"[{"t":0,"s":[0],\#(linear)},{"t":10,"s":[50]}]"#)
    for frame in [0.0, 5, 12] {
      #expect(try Self.pixels(stale, frame: frame) == Self.pixels(clean, frame: frame))
    }
  }

  @Test func oldKeyframesEndWithATimeAlone() throws {
    // Exporters before 5.0 give each keyframe its end (`e`) and the last one only a time.
    let ease = #""o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}"#
    let old = Self.solid(opacity: #"[{"t":2,"s":[20],"e":[80],\#(ease)},{"t":8}]"#)
    let new = Self.solid(opacity: #"[{"t":2,"s":[20],\#(ease)},{"t":8,"s":[80]}]"#)
    for frame in [0.0, 3, 5, 8, 15] {
      #expect(try Self.pixels(old, frame: frame) == Self.pixels(new, frame: frame))
    }
  }

  /// A text layer in the embedded font "F" (one glyph, "A") with text data `t`.
  static func text(_ t: String) -> String {
    """
    {"v":"4.4.0","fr":30,"ip":0,"op":10,"w":120,"h":60,
     "fonts":{"list":[{"fName":"F-R","fFamily":"F","fStyle":"R","ascent":70}]},
     "chars":[{"ch":"A","fFamily":"F","style":"R","size":100,"w":50,"data":{"shapes":[
       {"ty":"gr","it":[{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,0],[40,0],[40,-50],[0,-50]],
        "i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}]}]}}],
     "layers":[{"ty":5,"ind":1,"ks":{"p":{"a":0,"k":[10,40]}},"ip":0,"op":10,
      "masksProperties":[{"mode":"n","pt":{"a":0,"k":{"c":false,"v":[[0,50],[110,20]],
        "i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}}],
      "t":\(t)}]}
    """
  }

  static let document = #"{"t":"AAA","f":"F-R","s":30,"j":0,"tr":0,"lh":36,"fc":[0,0,1]}"#

  @Test func aTextDocumentWrittenWithoutKeyframes() throws {
    // Files before 4.4.14 write `t.d` as the document itself; lottie-web wraps it in a
    // keyframe at 0. A lone keyframe object in `k` reads the same.
    let keyed = try Self.pixels(Self.text(#"{"d":{"k":[{"t":0,"s":\#(Self.document)}]},"a":[]}"#))
    #expect(keyed.contains { $0 != 0 })
    #expect(try Self.pixels(Self.text(#"{"d":\#(Self.document),"a":[]}"#)) == keyed)
    let lone = #"{"d":{"k":{"t":0,"s":\#(Self.document)}},"a":[]}"#
    #expect(try Self.pixels(Self.text(lone)) == keyed)
    #expect(try Self.pixels(Self.text(#"{"d":{"k":[{"t":0,"s":\#(Self.document)},7]}}"#)) == keyed)
  }

  @Test func aTextPathsSettingsAsBareNumbers() throws {
    // Files before 5.7.15 write a text path's margin, perpendicular and reverse flags as
    // numbers, which lottie-web wraps as properties.
    let wrapped = try Self.pixels(
      Self.text(
        #"{"d":{"k":[{"t":0,"s":\#(Self.document)}]},"a":[],"#
          + #""p":{"m":0,"f":{"a":0,"k":8},"l":{"a":0,"k":0},"r":{"a":0,"k":0},"#
          + #""p":{"a":0,"k":1},"a":{"a":0,"k":0}}}"#
      ))
    let bare = try Self.pixels(
      Self.text(
        #"{"d":{"k":[{"t":0,"s":\#(Self.document)}]},"a":[],"#
          + #""p":{"m":0,"f":8,"l":0,"r":0,"p":1,"a":0}}"#))
    let straight = try Self.pixels(
      Self.text(#"{"d":{"k":[{"t":0,"s":\#(Self.document)}]},"a":[]}"#))
    #expect(wrapped != straight, "the text follows the path")
    #expect(bare == wrapped)
  }

  /// A stroked triangle whose outline is `outline` on a path item with `extra` keys.
  static func triangle(outline: String, extra: String = "") -> String {
    """
    {"v":"4.0.0","fr":10,"ip":0,"op":10,"w":40,"h":40,"layers":[
     {"ty":4,"ind":1,"ip":0,"op":10,"ks":{},"shapes":[{"ty":"gr","it":[
      {"ty":"sh"\(extra),"ks":{"a":0,"k":\(outline)}},
      {"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":4}},
      {"ty":"tr","p":{"a":0,"k":[0,0]}}]}]}]}
    """
  }

  static func outline(closed: String) -> String {
    #"{\#(closed)"v":[[5,35],[20,5],[35,35]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}"#
  }

  @Test func anOldItemsClosedFlagClosesItsOutlines() throws {
    // Files before 4.4.18 keep `closed` on the path item; lottie-web copies it into the
    // outline (also into every keyframe's).
    let closed = try Self.pixels(Self.triangle(outline: Self.outline(closed: #""c":true,"#)))
    let open = try Self.pixels(Self.triangle(outline: Self.outline(closed: "")))
    #expect(closed != open)
    #expect(
      try Self.pixels(Self.triangle(outline: Self.outline(closed: ""), extra: #","closed":true"#))
        == closed)
    let outline = Self.outline(closed: "")
    let keyframes = #"[{"t":0,"s":[\#(outline)]},{"t":5,"s":[\#(outline)]}]"#
    #expect(
      try Self.pixels(Self.triangle(outline: keyframes, extra: #","closed":true"#), frame: 2)
        == closed)
    #expect(
      try Self.pixels(Self.triangle(outline: Self.outline(closed: ""), extra: #","closed":false"#))
        == open)
  }

  /// A solid under a mask whose closing side is curved when closed, with the mask's `keys`.
  static func masked(_ keys: String) -> String {
    """
    {"v":"4.0.0","fr":10,"ip":0,"op":10,"w":40,"h":40,"layers":[
     {"ty":1,"ind":1,"ip":0,"op":10,"sc":"#00ff00","sw":40,"sh":40,"ks":{},"hasMask":true,
      "masksProperties":[{"mode":"a",\(keys)"pt":{"a":0,"k":{
       "v":[[5,5],[35,5],[35,35]],"i":[[-20,10],[0,0],[0,0]],"o":[[0,0],[0,0],[-10,0]]}}}]}]}
    """
  }

  @Test func anOldMasksClosedFlagClosesIt() throws {
    // Masks of files before 4.4.18 say `cl` where newer ones say the outline's `c`.
    let curvedClose = try Self.pixels(
      """
      {"v":"5.7","fr":10,"ip":0,"op":10,"w":40,"h":40,"layers":[
       {"ty":1,"ind":1,"ip":0,"op":10,"sc":"#00ff00","sw":40,"sh":40,"ks":{},"hasMask":true,
        "masksProperties":[{"mode":"a","pt":{"a":0,"k":{"c":true,
         "v":[[5,5],[35,5],[35,35]],"i":[[-20,10],[0,0],[0,0]],"o":[[0,0],[0,0],[-10,0]]}}}]}]}
      """)
    let straightClose = try Self.pixels(Self.masked(""))
    #expect(curvedClose != straightClose)
    #expect(try Self.pixels(Self.masked(#""cl":true,"#)) == curvedClose)
  }

  @Test func namesOfOtherTypesAreIgnored() throws {
    // A group's `nm` is only a name; one written as an object or a number does not matter.
    let named = try Self.pixels(Self.triangle(outline: Self.outline(closed: "")))
    for name in [#"{"x":1}"#, "7", "[1,2]", "null"] {
      let json = Self.triangle(outline: Self.outline(closed: "")).replacingOccurrences(
        of: #"{"ty":"gr","#, with: #"{"ty":"gr","nm":\#(name),"#)
      #expect(try Self.pixels(json) == named, "nm: \(name)")
    }
  }

  @Test func aTextColourWrittenAsAHexString() throws {
    // Some editors write a document's colour as CSS; lottie-web draws one it cannot read
    // black, and Bezel reads the hex.
    let numbers = try Self.pixels(Self.text(#"{"d":\#(Self.document),"a":[]}"#))
    let hex = Self.document.replacingOccurrences(of: "[0,0,1]", with: ##""#0000ff""##)
    #expect(try Self.pixels(Self.text(#"{"d":\#(hex),"a":[]}"#)) == numbers)
    let black = Self.document.replacingOccurrences(of: "[0,0,1]", with: "[0,0,0]")
    let junk = Self.document.replacingOccurrences(of: "[0,0,1]", with: #"{"r":1}"#)
    #expect(
      try Self.pixels(Self.text(#"{"d":\#(junk),"a":[]}"#))
        == Self.pixels(Self.text(#"{"d":\#(black),"a":[]}"#)))
  }

  @Test func aSolidColourThatIsNotAStringIsBlack() throws {
    func solid(_ color: String) -> String {
      #"{"v":"5.7","fr":10,"ip":0,"op":10,"w":10,"h":10,"layers":[{"ty":1,"ind":1,"ip":0,"#
        + #""op":10,"sc":\#(color),"sw":10,"sh":10,"ks":{}}]}"#
    }
    let black = try Self.pixels(solid(##""#000000""##))
    #expect(black.contains { $0 != 0 })
    #expect(try Self.pixels(solid("[1,0,0]")) == black)
  }

  @Test func holdIsAnyTrueValue() throws {
    // After Effects' hold keyframe, however the exporter wrote the flag.
    func opacity(hold flag: String) -> String {
      Self.solid(opacity: #"[{"t":0,"s":[20],"h":\#(flag)},{"t":10,"s":[90]}]"#)
    }
    let held = try Self.pixels(opacity(hold: "1"), frame: 5)
    for flag in ["true", #""1""#, "1.0"] {
      #expect(try Self.pixels(opacity(hold: flag), frame: 5) == held, "h: \(flag)")
    }
    #expect(try Self.pixels(opacity(hold: "0"), frame: 5) != held)
  }

  @Test func glyphsExportedAsPrecompositionsAreListed() throws {
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":10,"w":40,"h":40,
       "fonts":{"list":[{"fName":"F-R","fFamily":"F","fStyle":"R","ascent":70}]},
       "chars":[{"ch":"A","fFamily":"F","style":"R","size":100,"w":50,"t":1,
         "data":{"refId":"glyph_A","ip":0,"op":10}}],
       "assets":[{"id":"glyph_A","layers":[]}],
       "layers":[{"ty":5,"ind":1,"ks":{},"ip":0,"op":10,
         "t":{"d":{"k":[{"t":0,"s":{"t":"A","f":"F-R","s":30}}]},"a":[]}}]}
      """
    let animation = try LottieAnimation(data: Data(json.utf8))
    #expect(
      animation.unsupportedFeatures.map(\.description).contains {
        $0.hasPrefix("text: glyph as a precomposition")
      })
  }
}
