import BezelDrawing
import Testing

@testable import BezelComponents

@Suite struct ThemeTests {
  @Test func sixteenThemesWithScrumdingersColours() {
    #expect(Theme.allCases.count == 16)
    // Values from the Scrumdinger asset catalogue, as listed in DESIGN.md.
    let expected: [Theme: (Double, Double, Double)] = [
      .bubblegum: (0.933, 0.502, 0.820), .buttercup: (1, 0.945, 0.588),
      .indigo: (0.212, 0, 0.443), .lavender: (0.812, 0.808, 1), .magenta: (0.647, 0.075, 0.467),
      .navy: (0, 0.078, 0.255), .orange: (1, 0.545, 0.259), .oxblood: (0.290, 0.027, 0.043),
      .periwinkle: (0.525, 0.510, 1), .poppy: (1, 0.369, 0.369), .purple: (0.569, 0.294, 0.949),
      .seafoam: (0.796, 0.918, 0.898), .sky: (0.431, 0.573, 1), .tan: (0.761, 0.608, 0.494),
      .teal: (0.133, 0.561, 0.620), .yellow: (1, 0.875, 0.302),
    ]
    for theme in Theme.allCases {
      let (r, g, b) = expected[theme]!
      #expect(theme.mainColor == Color(red: r, green: g, blue: b), "\(theme)")
    }
  }

  @Test func accentIsWhiteOnTheFiveDarkThemes() {
    let dark: Set<Theme> = [.indigo, .magenta, .navy, .oxblood, .purple]
    for theme in Theme.allCases {
      #expect(theme.accentColor == (dark.contains(theme) ? .white : .black), "\(theme)")
    }
  }

  @Test func namesAndLookup() {
    #expect(Theme.yellow.name == "Yellow")
    #expect(Theme(named: "PeriWinkle") == .periwinkle)
    #expect(Theme(named: "beige") == nil)
  }
}
