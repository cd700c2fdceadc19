import Foundation
import Testing

/// `bezel info` prints the table of what a file uses and whether Bezel draws it, and the
/// same table as `features` in `--json`.
@Suite struct InfoFeatureTableTests {
  static let json = """
    {"v":"5.8","fr":30,"ip":0,"op":10,"w":100,"h":100,"ddd":1,"layers":[
      {"ddd":1,"ty":14,"ind":1,"ip":0,"op":10,"ks":{}},
      {"ddd":1,"ty":1,"ind":2,"sc":"#ff0000","sw":50,"sh":50,"ip":0,"op":10,"ks":{},
       "ef":[{"ty":5,"mn":"ADBE Bevel Alpha","en":1,"ef":[]},
             {"ty":22,"mn":"ADBE Stroke","en":1,"ef":[{"ty":0,"v":{"a":0,"k":1}},
               {"ty":0,"v":{"a":0,"k":0}},{"ty":0,"v":{"a":0,"k":0}},{"ty":0,"v":{"a":0,"k":1}},
               {"ty":0,"v":{"a":0,"k":2}},{"ty":0,"v":{"a":0,"k":0.75}}]},
             {"ty":5,"mn":"ADBE HUE SATURATION","en":1,"ef":[{"ty":7,"v":{"a":0,"k":2}}]}]}]}
    """

  @Test func theTableListsEachFeatureWithItsCountAndWhetherItIsDrawn() throws {
    let scratch = try Scratch()
    let path = try scratch.write(Self.json, to: "features.json")
    let result = try BezelRunner.run(["info", path])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
    #expect(lines.contains("feature uses drawn by Bezel"))
    #expect(lines.contains("effect: bevel alpha 1 yes"))
    #expect(lines.contains("effect: stroke 1 yes"))
    #expect(lines.contains("effect: hue/saturation 1 yes"))
    #expect(lines.contains("layer: light 1 no"))
    #expect(lines.contains("layer: solid 1 yes"))
    #expect(
      result.stdout.contains("light layer (not drawn: 3D layers are drawn unlit) at $.layers[0].ty")
    )
    let json = try BezelRunner.run(["info", "--json", path])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let features = object?["features"] as? [[String: Any]] ?? []
    #expect(
      features.contains {
        $0["feature"] as? String == "layer: light" && $0["drawn"] as? Bool == false
      })
  }
}
