/// The demo's second Lottie file, authored for the project: three dots bouncing in turn over a
/// soft shadow, with eased keyframes (240×120 points, 30 fps, 1.5 s loop).
enum DemoAnimation {
  static let fileName = "bouncing-dots.json"

  static func dot(index: Int, x: Double, color: [Double]) -> String {
    let delay = Double(index * 6)
    let top = 38.0
    let bottom = 78.0
    func key(_ t: Double, _ y: Double) -> String {
      """
      {"t":\(t),"s":[\(x),\(y)],"i":{"x":0.45,"y":1},"o":{"x":0.55,"y":0}}
      """
    }
    let keys = [
      key(delay, bottom), key(delay + 11, top), key(delay + 22, bottom),
      #"{"t":\#(delay + 45),"s":[\#(x),\#(bottom)]}"#,
    ]
    let position = #"{"a":1,"k":[\#(keys.joined(separator: ","))]}"#
    let fill = color.map { String($0) }.joined(separator: ",")
    return #"""
      {"ddd":0,"ind":\#(index + 1),"ty":4,"nm":"dot \#(index + 1)","sr":1,"ip":0,"op":45,"st":0,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":\#(position),
             "a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},
       "shapes":[
         {"ty":"gr","nm":"dot","it":[
           {"ty":"el","nm":"circle","d":1,"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[28,28]}},
           {"ty":"fl","nm":"fill","c":{"a":0,"k":[\#(fill),1]},"o":{"a":0,"k":100},"r":1},
           {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
            "r":{"a":0,"k":0},"o":{"a":0,"k":100}}
         ]}
       ]}
      """#
  }

  static func shadow(index: Int, x: Double) -> String {
    let delay = Double(index * 6)
    func key(_ t: Double, _ s: Double) -> String {
      """
      {"t":\(t),"s":[\(s),\(s)],"i":{"x":[0.45],"y":[1]},"o":{"x":[0.55],"y":[0]}}
      """
    }
    let keys = [key(delay, 100), key(delay + 11, 55), key(delay + 22, 100)]
    return #"""
      {"ddd":0,"ind":\#(index + 10),"ty":4,"nm":"shadow \#(index + 1)","sr":1,"ip":0,"op":45,"st":0,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[\#(x),96]},
             "a":{"a":0,"k":[0,0]},"s":{"a":1,"k":[\#(keys.joined(separator: ",")),
             {"t":45,"s":[100,100]}]}},
       "shapes":[
         {"ty":"el","nm":"shadow","d":1,"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[30,8]}},
         {"ty":"fl","nm":"fill","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":18},"r":1}
       ]}
      """#
  }

  /// The animation's JSON text.
  static var json: String {
    let colors: [[Double]] = [[0.93, 0.33, 0.36], [0.99, 0.72, 0.19], [0.25, 0.55, 0.95]]
    let xs = [72.0, 120.0, 168.0]
    var layers: [String] = []
    for index in 0..<3 { layers.append(dot(index: index, x: xs[index], color: colors[index])) }
    for index in 0..<3 { layers.append(shadow(index: index, x: xs[index])) }
    return #"""
      {"v":"5.7.0","nm":"Bouncing dots","fr":30,"ip":0,"op":45,"w":240,"h":120,"ddd":0,
       "assets":[],"markers":[{"cm":"bounce","tm":0,"dr":45}],
       "layers":[\#(layers.joined(separator: ",\n"))]}
      """#
  }
}
