import Foundation

/// What a Lottie font entry asks fontconfig for: a family list ending in the generic family
/// its name suggests, a CSS weight and a slant, read from the family, style and weight names
/// exporters write ("Montserrat" / "SemiBold Italic" / "600", "Gotham-Ultra", "나눔고딕").
struct FontRequest: Equatable {
  /// A comma-separated family list for Pango, the requested family first.
  var families: String
  /// A CSS weight, 100…900.
  var weight: Int
  var italic: Bool

  init(family: String, style: String, weight cssWeight: String?) {
    let name = family.trimmingCharacters(in: .whitespaces)
    let words = (style + " " + name).lowercased()
    families = (name.isEmpty ? "" : name + ",") + FontRequest.generic(for: name)
    italic = words.contains("italic") || words.contains("oblique")
    if let css = cssWeight.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
      (100...1000).contains(css)
    {
      weight = css
    } else {
      weight = FontRequest.weight(named: style.lowercased())
    }
  }

  /// The CSS weight a style name such as "ExtraBold" or "Light Italic" stands for.
  static func weight(named style: String) -> Int {
    let s = style.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "-", with: "")
    // Longest names first: "extrabold" before "bold".
    let table: [(String, Int)] = [
      ("hairline", 100), ("extralight", 200), ("ultralight", 200), ("thin", 100),
      ("semilight", 350), ("light", 300), ("book", 400), ("regular", 400), ("normal", 400),
      ("medium", 500), ("semibold", 600), ("demibold", 600), ("extrabold", 800),
      ("ultrabold", 800), ("bold", 700), ("demi", 600), ("extrablack", 950),
      ("ultrablack", 950), ("black", 900), ("heavy", 900), ("ultra", 900), ("fat", 900),
    ]
    for (name, weight) in table where s.contains(name) { return weight }
    return 400
  }

  /// The generic family a font's name suggests, so a missing font falls back to a similar
  /// one: serif faces (including Korean Myeongjo / Batang and CJK Song / Mincho) to serif,
  /// fixed-width ones to monospace, the rest (Gothic, Dotum, most display faces) to sans-serif.
  static func generic(for family: String) -> String {
    let f = family.lowercased()
    let monospace = ["mono", "courier", "consol", "code", "menlo", "typewriter"]
    if monospace.contains(where: f.contains) { return "monospace" }
    let serif = [
      "serif", "times", "georgia", "garamond", "baskerville", "bodoni", "didot", "caslon",
      "roman", "palatino", "myeongjo", "batang", "명조", "바탕", "mincho", "song", "明朝", "宋",
    ]
    if serif.contains(where: f.contains) && !f.contains("sans") { return "serif" }
    return "sans-serif"
  }
}
