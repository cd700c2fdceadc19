import Foundation

/// The inputs of a batch, found and named before anything is converted: files given directly,
/// the Lottie files in folders (`recursive`: and their subfolders), each with an output name
/// that mirrors the input tree inside the output directory.
///
/// Nothing is ever written outside the output directory: output names come from the names in
/// the input tree (never from `..` or an absolute path), a symbolic link that leads out of an
/// input folder is refused, and two inputs that want the same output name are disambiguated
/// (`name-2.webp`), never written over each other.
///
/// ```swift
/// let plan = ConversionPlan(inputs: ["stickers"], outputDirectory: "out", format: .webp,
///                           recursive: true)
/// plan.items.map(\.relativeOutput)   // ["cat.webp", "dogs/happy.webp"]
/// ```
public struct ConversionPlan: Hashable, Sendable {
  /// The inputs to convert, in order: as given, folders' contents sorted by name.
  public var items: [ConversionItem] = []
  /// Inputs refused before converting (missing, unreadable, links out of their folder).
  public var refused: [ConversionResult] = []
  /// The output directory, as given.
  public let outputDirectory: String

  /// The extensions looked for inside folders (a file given directly may have any name).
  public static let inputExtensions: Set<String> = ["json", "tgs", "lottie"]

  public init(inputs: [String], outputDirectory: String, format: ConversionFormat, recursive: Bool)
  {
    self.outputDirectory = outputDirectory
    var finder = InputFinder(
      outputDirectory: InputFinder.realPath(outputDirectory), recursive: recursive)
    for input in inputs { finder.add(input) }
    refused = finder.refused
    items = ConversionPlan.name(
      finder.found, outputDirectory: outputDirectory, extension: format.fileExtension)
    // An output that would replace an input (a .tgs converted to .tgs in its own folder).
    let inputs = Set(finder.found.map { InputFinder.realPath($0.path) })
    items.removeAll { item in
      guard inputs.contains(InputFinder.realPath(item.output)) else { return false }
      refused.append(
        ConversionResult(
          input: item.input, output: item.output,
          outcome: .failed("the output would replace the input; choose another --out-dir")))
      return true
    }
  }

  /// Gives every found input an output name, disambiguating names several inputs want.
  static func name(_ found: [InputFinder.Found], outputDirectory: String, extension ext: String)
    -> [ConversionItem]
  {
    let wanted = found.map { OutputName.replacingExtension(of: $0.relative, with: ext) }
    let allWanted = Set(wanted)
    var taken: Set<String> = []
    var items: [ConversionItem] = []
    for (input, name) in zip(found, wanted) {
      var chosen = name
      var notes: [String] = []
      if taken.contains(name) {
        var k = 2
        repeat {
          chosen = OutputName.numbered(name, k)
          k += 1
        } while taken.contains(chosen) || allWanted.contains(chosen)
        notes.append("written as \(chosen): another input also maps to \(name)")
      }
      taken.insert(chosen)
      items.append(
        ConversionItem(
          input: input.path, relativeOutput: chosen,
          output: OutputName.join(outputDirectory, chosen), notes: notes))
    }
    return items
  }
}
