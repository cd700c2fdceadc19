import BezelDrawing
import Foundation
import Testing

@Suite struct ColorTests {
  @Test func parsesHexColours() throws {
    #expect(try Color(parsing: "#FF8000") == Color(red: 1, green: 128.0 / 255, blue: 0))
    #expect(try Color(parsing: "#ff8000") == Color(red: 1, green: 128.0 / 255, blue: 0))
    #expect(try Color(parsing: " #00FF00 ") == .green)
    #expect(
      try Color(parsing: "#0000FF80") == Color(red: 0, green: 0, blue: 1, alpha: 128.0 / 255))
    #expect(try Color(parsing: "#00000000") == .clear)
  }

  @Test func parsesUIKitNames() throws {
    #expect(try Color(parsing: "orange") == Color(red: 1, green: 0.5, blue: 0))
    #expect(try Color(parsing: "lightGray") == Color(white: 2.0 / 3.0))
    #expect(try Color(parsing: "DARKGRAY") == Color(white: 1.0 / 3.0))
    #expect(try Color(parsing: "brown") == Color(red: 0.6, green: 0.4, blue: 0.2))
    #expect(try Color(parsing: "purple") == Color(red: 0.5, green: 0, blue: 0.5))
    #expect(try Color(parsing: "clear").alpha == 0)
    #expect(Color(named: "gray") == Color(white: 0.5))
  }

  @Test func rejectsEverythingElseWithAClearError() {
    for text in ["", "#", "#FFF", "#GGGGGG", "#FF80001", "FF8000", "blurple", "#FF 800", "#＋FFFFF"]
    {
      #expect(throws: ColorParseError(text: text)) { try Color(parsing: text) }
    }
    do {
      _ = try Color(parsing: "blurple")
    } catch {
      #expect(error.description.contains("'blurple'"))
      #expect(error.description.contains("#RRGGBB"))
    }
  }
}
