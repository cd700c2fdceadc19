import CGIF
import Foundation

/// Reads a GIF back with giflib's decoder.
public enum GIFProbe {
  public struct Frame {
    public var delayCentiseconds: Int
    public var transparentIndex: Int?
    public var disposal: Int
    /// The frame's own pixels as straight RGBA (transparent pixels are 0,0,0,0).
    public var rgba: [UInt8]
  }

  public static func frames(path: String) throws -> (width: Int, height: Int, frames: [Frame]) {
    var error: Int32 = 0
    guard let file = DGifOpenFileName(path, &error) else {
      throw ProbeError("giflib cannot open \(path): \(error)")
    }
    defer { DGifCloseFile(file, &error) }
    guard DGifSlurp(file) == GIF_OK else { throw ProbeError("giflib cannot read \(path)") }
    let width = Int(file.pointee.SWidth)
    let height = Int(file.pointee.SHeight)
    var frames: [Frame] = []
    for index in 0..<Int(file.pointee.ImageCount) {
      var control = GraphicsControlBlock()
      let hasControl = DGifSavedExtensionToGCB(file, Int32(index), &control) == GIF_OK
      let image = file.pointee.SavedImages[index]
      let description = image.ImageDesc
      guard let map = description.ColorMap ?? file.pointee.SColorMap else {
        throw ProbeError("frame \(index) has no colour map")
      }
      let transparent =
        hasControl && control.TransparentColor >= 0
        ? Int(control.TransparentColor) : nil
      let w = Int(description.Width)
      let h = Int(description.Height)
      var rgba = [UInt8](repeating: 0, count: w * h * 4)
      for p in 0..<(w * h) {
        let index = Int(image.RasterBits[p])
        if index == transparent { continue }
        guard index < Int(map.pointee.ColorCount) else { throw ProbeError("index out of map") }
        let color = map.pointee.Colors[index]
        rgba[p * 4] = color.Red
        rgba[p * 4 + 1] = color.Green
        rgba[p * 4 + 2] = color.Blue
        rgba[p * 4 + 3] = 255
      }
      frames.append(
        Frame(
          delayCentiseconds: hasControl ? Int(control.DelayTime) : 0,
          transparentIndex: transparent, disposal: hasControl ? Int(control.DisposalMode) : 0,
          rgba: rgba))
    }
    return (width, height, frames)
  }

  public static func probe(path: String) throws -> AnimationInfo {
    let (width, height, frames) = try frames(path: path)
    return AnimationInfo(
      width: width, height: height,
      frameDurations: frames.map { Double($0.delayCentiseconds) / 100 },
      lastFrame: frames.last?.rgba)
  }
}
