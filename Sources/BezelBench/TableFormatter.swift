/// Lays out a section as a fixed-width text table (numbers right-aligned).
enum TableFormatter {
  static func render(_ section: BenchmarkSection) -> String {
    var out = "== \(section.title) ==\n"
    if let target = section.target {
      let verdict: String
      switch section.targetMet {
      case .some(true): verdict = "met"
      case .some(false): verdict = "MISSED"
      case .none: verdict = "not measured"
      }
      out += "Target: \(target) — \(verdict)\n"
    }
    let headings = section.columns.map(\.title)
    let cells = section.rows.map { row in row.map(\.formatted) }
    var widths = headings.map(\.count)
    for row in cells {
      for (index, cell) in row.enumerated() where index < widths.count {
        widths[index] = max(widths[index], cell.count)
      }
    }
    func line(_ values: [String], numeric: [Bool]) -> String {
      var parts: [String] = []
      for (index, width) in widths.enumerated() {
        let value = index < values.count ? values[index] : ""
        let pad = String(repeating: " ", count: max(0, width - value.count))
        parts.append(numeric.indices.contains(index) && numeric[index] ? pad + value : value + pad)
      }
      var text = parts.joined(separator: "  ")
      while text.hasSuffix(" ") { text.removeLast() }
      return text + "\n"
    }
    out += line(headings, numeric: [])
    out += line(widths.map { String(repeating: "-", count: $0) }, numeric: [])
    for (row, values) in zip(cells, section.rows) {
      out += line(row, numeric: values.map(\.isNumeric))
    }
    for note in section.notes {
      out += "  · \(note)\n"
    }
    return out
  }
}
