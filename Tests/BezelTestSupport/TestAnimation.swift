/// Small Lottie documents written for the tests: a good animation of any size, rate and
/// length, and hostile ones (a truncated file, a precomposition cycle, a drawing bomb).
public enum TestAnimation {
  /// A `width`×`height` animation at `fps` lasting `frames` frames: an opaque orange square
  /// sliding left to right over a half-transparent blue disc on a transparent canvas.
  public static func json(
    width: Int = 64, height: Int = 64, fps: Double = 30, frames: Int = 30, name: String = "slide"
  ) -> String {
    let w = Double(width)
    let h = Double(height)
    let side = min(w, h) / 3
    return #"""
      {"v":"5.7.0","nm":"\#(name)","fr":\#(fps),"ip":0,"op":\#(frames),"w":\#(width),"h":\#(height),
       "assets":[],
       "layers":[
        {"ty":4,"ind":1,"nm":"square","ip":0,"op":\#(frames),"st":0,
         "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
               "p":{"a":1,"k":[{"t":0,"s":[\#(side / 2),\#(h / 2)]},{"t":\#(frames),"s":[\#(w - side / 2),\#(h / 2)]}]}},
         "shapes":[
          {"ty":"rc","d":1,"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[\#(side),\#(side)]},"r":{"a":0,"k":0}},
          {"ty":"fl","c":{"a":0,"k":[1,0.5,0,1]},"o":{"a":0,"k":100},"r":1}]},
        {"ty":4,"ind":2,"nm":"disc","ip":0,"op":\#(frames),"st":0,
         "ks":{"o":{"a":0,"k":50},"r":{"a":0,"k":0},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
               "p":{"a":0,"k":[\#(w / 2),\#(h / 2)]}},
         "shapes":[
          {"ty":"el","d":1,"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[\#(min(w, h) * 0.8),\#(min(w, h) * 0.8)]}},
          {"ty":"fl","c":{"a":0,"k":[0,0.3,1,1]},"o":{"a":0,"k":100},"r":1}]}]}
      """#
  }

  /// The first half of a good file: malformed JSON.
  public static var truncated: String {
    let whole = json()
    return String(whole.prefix(whole.count / 2))
  }

  /// A precomposition that shows itself.
  public static let cycle = #"""
    {"v":"5.7.0","fr":30,"ip":0,"op":30,"w":64,"h":64,
     "assets":[{"id":"loop","layers":[{"ty":0,"ind":1,"refId":"loop","ip":0,"op":30,"st":0,"w":64,"h":64,
       "ks":{}}]}],
     "layers":[{"ty":0,"ind":1,"refId":"loop","ip":0,"op":30,"st":0,"w":64,"h":64,"ks":{}}]}
    """#

  /// Three nested repeaters of 1,000 copies: a few hundred bytes asking for a billion shapes
  /// per frame.
  public static var drawingBomb: String {
    func repeater(_ inner: String) -> String {
      #"""
      {"ty":"gr","it":[\#(inner),
        {"ty":"rp","c":{"a":0,"k":1000},"o":{"a":0,"k":0},"m":1,
         "tr":{"ty":"tr","p":{"a":0,"k":[1,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
               "r":{"a":0,"k":0},"so":{"a":0,"k":100},"eo":{"a":0,"k":100}}},
        {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
         "r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}
      """#
    }
    let shape =
      #"{"ty":"rc","d":1,"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[1,1]},"r":{"a":0,"k":0}},"#
      + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1}"#
    let nested = repeater(repeater(repeater(shape)))
    return #"""
      {"v":"5.7.0","fr":30,"ip":0,"op":30,"w":64,"h":64,"assets":[],
       "layers":[{"ty":4,"ind":1,"ip":0,"op":30,"st":0,"ks":{},"shapes":[\#(nested)]}]}
      """#
  }
}
