import BezelTestSupport
import Foundation
import Testing

@testable import BezelConvert

/// How inputs are found and named: the tree mirrored, and nothing that could put an output
/// outside the output directory or one output over another.
@Suite struct ConversionPlanTests {
  let good = TestAnimation.json()

  func plan(
    _ inputs: [String], _ workspace: Workspace, format: ConversionFormat = .webp,
    recursive: Bool = true
  ) -> ConversionPlan {
    ConversionPlan(
      inputs: inputs, outputDirectory: workspace.file("out"), format: format, recursive: recursive)
  }

  @Test func outputNamesMirrorTheInputTree() throws {
    let workspace = try Workspace()
    try workspace.write(good, to: "in/a.json")
    try workspace.write(good, to: "in/sub/deeper/b.tgs")
    try workspace.write(good, to: "in/sub/c.lottie")
    try workspace.write("not lottie", to: "in/notes.txt")
    try workspace.write(good, to: "in/.hidden.json")
    let recursive = plan([workspace.file("in")], workspace)
    #expect(recursive.items.map(\.relativeOutput) == ["a.webp", "sub/c.webp", "sub/deeper/b.webp"])
    #expect(recursive.items.allSatisfy { $0.output == workspace.file("out/" + $0.relativeOutput) })
    #expect(recursive.refused.isEmpty)
    let flat = plan([workspace.file("in")], workspace, recursive: false)
    #expect(flat.items.map(\.relativeOutput) == ["a.webp"])
  }

  @Test func dotDotInAnInputPathNeverReachesTheOutputName() throws {
    let workspace = try Workspace()
    try workspace.write(good, to: "in/a.json")
    try workspace.write(good, to: "in/sub/b.json")
    let plan = plan(
      [workspace.file("in/sub/../a.json"), workspace.file("in/sub/..")], workspace)
    // The file given directly is named by its own name; the folder's files by their place in it.
    #expect(plan.items.map(\.relativeOutput) == ["a.webp", "sub/b.webp"])
    for item in plan.items {
      let standardized = URL(fileURLWithPath: item.output).standardizedFileURL.path
      #expect(standardized.hasPrefix(workspace.file("out/")))
      #expect(!item.relativeOutput.contains(".."))
    }
  }

  @Test func twoInputsForOneNameAreDisambiguated() throws {
    let workspace = try Workspace()
    try workspace.write(good, to: "one/a.json")
    try workspace.write(good, to: "two/a.json")
    try workspace.write(good, to: "two/a.tgs")
    // Wants "a-2.webp" itself, so the disambiguated names must skip it.
    try workspace.write(good, to: "two/a-2.json")
    let plan = plan([workspace.file("one"), workspace.file("two")], workspace)
    let names = plan.items.map(\.relativeOutput)
    #expect(Set(names).count == names.count)
    #expect(names == ["a.webp", "a-2.webp", "a-3.webp", "a-4.webp"])
    #expect(plan.items[0].notes.isEmpty && plan.items[1].notes.isEmpty)
    #expect(plan.items[2].notes == ["written as a-3.webp: another input also maps to a.webp"])
  }

  @Test func theSameFileGivenTwiceConvertsOnce() throws {
    let workspace = try Workspace()
    let a = try workspace.write(good, to: "in/a.json")
    let plan = plan([a, workspace.file("in"), a], workspace)
    #expect(plan.items.map(\.relativeOutput) == ["a.webp"])
  }

  @Test func linksOutOfTheInputFolderAreRefused() throws {
    let workspace = try Workspace()
    let outside = try workspace.write(good, to: "elsewhere/secret.json")
    try workspace.write(good, to: "in/a.json")
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: workspace.file("in/out-file.json"), withDestinationPath: outside)
    try manager.createSymbolicLink(
      atPath: workspace.file("in/out-folder"), withDestinationPath: workspace.file("elsewhere"))
    try manager.createSymbolicLink(
      atPath: workspace.file("in/inside.json"), withDestinationPath: workspace.file("in/a.json"))
    try manager.createSymbolicLink(
      atPath: workspace.file("in/loop"), withDestinationPath: workspace.file("in"))
    try manager.createSymbolicLink(
      atPath: workspace.file("in/dangling.json"), withDestinationPath: workspace.file("nothing"))
    let plan = plan([workspace.file("in")], workspace)
    // A link to a file in the tree is that file, named once; the loop is not followed.
    #expect(plan.items.map(\.relativeOutput) == ["a.webp"])
    let refused = Dictionary(
      uniqueKeysWithValues: plan.refused.map {
        (($0.input as NSString).lastPathComponent, $0.failure ?? "")
      })
    #expect(refused.keys.sorted() == ["dangling.json", "out-file.json", "out-folder"])
    #expect(refused["out-file.json"]?.contains("outside the input folder") == true)
    #expect(refused["dangling.json"] == "a symbolic link to nothing")
  }

  @Test func missingInputsDevicesAndPipesAreRefused() throws {
    let workspace = try Workspace()
    try workspace.write(good, to: "a.json")
    #expect(mkfifo(workspace.file("pipe.json"), 0o644) == 0)
    let plan = plan(
      [
        workspace.file("a.json"), workspace.file("missing.json"), workspace.file("pipe.json"),
        "/dev/zero",
      ], workspace)
    #expect(plan.items.map(\.relativeOutput) == ["a.webp"])
    #expect(
      plan.refused.map(\.failure) == [
        "no such file or directory",
        "not a regular file (a device, pipe or socket is never read)",
        "not a regular file (a device, pipe or socket is never read)",
      ])
  }

  @Test func anOutputNeverReplacesItsInput() throws {
    let workspace = try Workspace()
    try workspace.write(good, to: "out/a.tgs")
    let plan = ConversionPlan(
      inputs: [workspace.file("out")], outputDirectory: workspace.file("out"), format: .tgs,
      recursive: true)
    #expect(plan.items.isEmpty)
    #expect(
      plan.refused.map(\.failure) == [
        "the output would replace the input; choose another --out-dir"
      ])
  }

  @Test func theOutputDirectoryIsNotSearchedForInputs() throws {
    let workspace = try Workspace()
    try workspace.write(good, to: "in/a.json")
    try workspace.write(good, to: "in/out/old.tgs")
    let plan = ConversionPlan(
      inputs: [workspace.file("in")], outputDirectory: workspace.file("in/out"), format: .tgs,
      recursive: true)
    #expect(plan.items.map(\.relativeOutput) == ["a.tgs"])
  }
}
