import BezelTestSupport
import Testing

@testable import BezelRaster

/// An underlay kept as runs gives back exactly the pixels it was made from, inside any box,
/// and takes far fewer bytes than the pixels when they are flat, never much more when not.
@Suite struct PixelRunsTests {
  /// Rows of flat stretches, single pixels, pairs and noise, encoded and copied back whole
  /// and box by box (boxes reaching past the edges are clamped; boxes over the same rows in
  /// any order, overlapping, and more than a band walks at once), over a target that holds
  /// other pixels: only the boxes change.
  @Test func runsGiveBackThePixels() {
    var generator = SeededGenerator(seed: 0x5049_5845)
    for width in [1, 2, 3, 5, 17, 64, 300] {
      // Taller than the rows a copy keeps its place in (64).
      let height = 71
      let stride = (width + 3) * 4
      var pixels = [UInt8](repeating: 0, count: stride * height)
      pixels.withUnsafeMutableBytes { raw in
        for y in 0..<height {
          let row = (raw.baseAddress! + y * stride).assumingMemoryBound(to: UInt32.self)
          var x = 0
          while x < width {
            let length = min(width - x, Int.random(in: 1...max(1, width / 2), using: &generator))
            let flat = UInt32.random(in: 0...3, using: &generator) * 0x4000_0000
            let noisy = Bool.random(using: &generator)
            for k in x..<(x + length) {
              row[k] = noisy ? UInt32.random(in: 0...UInt32.max, using: &generator) : flat
            }
            x += length
          }
        }
      }
      var runs = PixelRuns()
      pixels.withUnsafeBytes { raw in
        runs.encode(
          raw.baseAddress!.assumingMemoryBound(to: UInt8.self), stride: stride, width: width,
          height: height)
      }
      // The pixels, a header a row and the row starts, and the checkpoints of busy rows.
      let checkpoints = (height + 1) + height * 2 * ((width - 1) / PixelRuns.checkStep)
      #expect(runs.bytes <= (width * height + 2 * height + 1 + checkpoints) * 4 + 64)
      // Lists of boxes: alone, and runs along the same rows left to right (a cover's).
      let lists: [[FrameDamage.Box]] = [
        [FrameDamage.Box(minX: 0, minY: 0, maxX: width, maxY: height)],
        [FrameDamage.Box(minX: -4, minY: 3, maxX: width / 2 + 1, maxY: 7)],
        [FrameDamage.Box(minX: width / 3, minY: -2, maxX: width + 9, maxY: height + 1)],
        [FrameDamage.Box(minX: width - 1, minY: 5, maxX: width, maxY: 6)],
        [
          FrameDamage.Box(minX: 0, minY: 2, maxX: width / 4 + 1, maxY: 10),
          FrameDamage.Box(minX: width / 3 + 1, minY: 2, maxX: width / 2 + 2, maxY: 10),
          FrameDamage.Box(minX: 2 * width / 3 + 1, minY: 2, maxX: width, maxY: 10),
          FrameDamage.Box(minX: 1, minY: 12, maxX: width, maxY: 18),
          FrameDamage.Box(minX: width / 2, minY: 18, maxX: width, maxY: 70),
        ],
        // One band (the same rows) out of order, overlapping and touching.
        [
          FrameDamage.Box(minX: 2 * width / 3, minY: 20, maxX: width, maxY: 28),
          FrameDamage.Box(minX: 0, minY: 20, maxX: width / 3 + 1, maxY: 28),
          FrameDamage.Box(minX: width / 4, minY: 20, maxX: width / 2 + 1, maxY: 28),
          FrameDamage.Box(minX: width / 2 + 1, minY: 20, maxX: width / 2 + 2, maxY: 28),
        ],
        // A band of more boxes than are walked at once (every other pixel).
        (0..<((width + 1) / 2)).map { k in
          FrameDamage.Box(minX: 2 * k, minY: 30, maxX: 2 * k + 1, maxY: 33)
        },
      ]
      for boxes in lists {
        var target = [UInt8](repeating: 0xA5, count: stride * height)
        target.withUnsafeMutableBytes { raw in
          runs.copy(
            boxes, into: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), stride: stride)
        }
        for y in 0..<height {
          for x in 0..<(stride / 4) {
            let inside = boxes.contains { box in
              x >= max(0, box.minX) && x < min(width, box.maxX) && y >= box.minY
                && y < box.maxY
            }
            for b in 0..<4 {
              let at = y * stride + x * 4 + b
              #expect(target[at] == (inside ? pixels[at] : 0xA5), "\(width) \(boxes) \(x),\(y)")
            }
          }
        }
      }
    }
  }

  /// Rows of hundreds of short segments (a photo's) are walked from checkpoints: every
  /// span of every row, at every offset from a checkpoint and across several, in bands of
  /// several spans, gives back exactly the source pixels and leaves the rest alone.
  @Test func checkpointsGiveBackThePixels() {
    var generator = SeededGenerator(seed: 0x4348_4543)
    let (width, height) = (517, 9)
    var pixels = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
      var x = 0
      while x < width {
        // Short runs between short noisy stretches, as in a photo.
        let length = min(width - x, Int.random(in: 1...7, using: &generator))
        let isRun = length >= 3 && Bool.random(using: &generator)
        let flat = UInt32.random(in: 0...UInt32.max, using: &generator)
        for k in x..<(x + length) {
          pixels[y * width + k] =
            isRun ? flat : UInt32.random(in: 0...UInt32.max, using: &generator)
        }
        x += length
      }
    }
    var runs = PixelRuns()
    pixels.withUnsafeBytes { raw in
      runs.encode(
        raw.baseAddress!.assumingMemoryBound(to: UInt8.self), stride: width * 4, width: width,
        height: height)
    }
    #expect(runs.checkpointCount == height * ((width - 1) / PixelRuns.checkStep))
    var lists: [[FrameDamage.Box]] = []
    for from in stride(from: 0, to: width, by: 3) {
      for length in [1, 2, 5, 31, 32, 33, 100, width] {
        lists.append([FrameDamage.Box(minX: from, minY: 1, maxX: from + length, maxY: 3)])
      }
    }
    for _ in 0..<200 {
      // A band of several spans over the same rows, in any order.
      lists.append(
        (0..<Int.random(in: 2...6, using: &generator)).map { _ in
          let from = Int.random(in: 0..<width, using: &generator)
          return FrameDamage.Box(
            minX: from, minY: 4, maxX: from + Int.random(in: 1...70, using: &generator),
            maxY: 9)
        })
    }
    for boxes in lists {
      #expect(Self.wrongPixels(runs, boxes, pixels, width: width) == 0, "\(boxes)")
    }
  }

  /// How many pixels of a `width`-wide target holding `0xA5A5A5A5`, after `runs` (encoded
  /// from `pixels`) copied `boxes` onto it, differ from `pixels` inside the boxes or from
  /// the fill outside them.
  private static func wrongPixels(
    _ runs: PixelRuns, _ boxes: [FrameDamage.Box], _ pixels: [UInt32], width: Int
  ) -> Int {
    let height = pixels.count / width
    var target = [UInt32](repeating: 0xA5A5_A5A5, count: width * height)
    target.withUnsafeMutableBytes { raw in
      runs.copy(
        boxes, into: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), stride: width * 4)
    }
    var wrong = 0
    for y in 0..<height {
      for x in 0..<width {
        let inside = boxes.contains {
          x >= $0.minX && x < min(width, $0.maxX) && y >= $0.minY && y < $0.maxY
        }
        if target[y * width + x] != (inside ? pixels[y * width + x] : 0xA5A5_A5A5) { wrong += 1 }
      }
    }
    return wrong
  }

  /// Spans that start and end exactly at segment boundaries, one pixel either side of them,
  /// and several a band that share a segment (the walk steps over whole segments before a
  /// span and stops inside the one reaching its end) give back exactly the source pixels, in
  /// rows of few segments (no checkpoints, a spinner's track) and of many, with the band's
  /// boxes forwards, backwards and shuffled.
  @Test func spansAtSegmentBoundariesGiveBackThePixels() {
    var generator = SeededGenerator(seed: 0x4244_5259)
    let width = 150
    for segmentsPerRow in [5, 40] {
      let height = 6
      var pixels = [UInt32](repeating: 0, count: width * height)
      var boundaries: [Int] = [0]
      // The same boundaries on every row: runs (of at least three) and noise in turn.
      while boundaries.last! < width {
        let length = Int.random(in: 3...max(3, 2 * width / segmentsPerRow), using: &generator)
        boundaries.append(min(width, boundaries.last! + length))
      }
      for y in 0..<height {
        for k in 0..<(boundaries.count - 1) {
          let flat = UInt32.random(in: 0...UInt32.max, using: &generator)
          for x in boundaries[k]..<boundaries[k + 1] {
            pixels[y * width + x] =
              k % 2 == 0 ? flat : UInt32.random(in: 0...UInt32.max, using: &generator)
          }
        }
      }
      var runs = PixelRuns()
      pixels.withUnsafeBytes { raw in
        runs.encode(
          raw.baseAddress!.assumingMemoryBound(to: UInt8.self), stride: width * 4, width: width,
          height: height)
      }
      let near = boundaries.flatMap { [$0 - 1, $0, $0 + 1] }
      let edges = Set(near).filter { (0...width).contains($0) }.sorted()
      var bands: [[FrameDamage.Box]] = []
      for from in edges {
        for to in edges where to > from {
          bands.append([FrameDamage.Box(minX: from, minY: 1, maxX: to, maxY: 3)])
        }
      }
      for _ in 0..<100 {
        // Several spans over the same rows, each from one edge to a later one.
        let band = (0..<Int.random(in: 2...8, using: &generator)).map { _ in
          let from = edges.randomElement(using: &generator)!
          let to = edges.filter { $0 > from }.randomElement(using: &generator) ?? width
          return FrameDamage.Box(minX: from, minY: 2, maxX: max(to, from + 1), maxY: 5)
        }
        bands.append(band.sorted { $0.minX < $1.minX })
        bands.append(band.sorted { $0.minX > $1.minX })
        bands.append(band.shuffled(using: &generator))
      }
      for boxes in bands {
        #expect(
          Self.wrongPixels(runs, boxes, pixels, width: width) == 0, "\(segmentsPerRow) \(boxes)")
      }
    }
  }

  /// A mostly transparent frame with a flat ring takes a small part of its pixels' bytes;
  /// encoding again into the same value reuses or lets go of the storage.
  @Test func flatPicturesTakeFewBytes() {
    let (width, height) = (256, 256)
    var pixels = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        let dx = Double(x) - 128
        let dy = Double(y) - 128
        let r = (dx * dx + dy * dy).squareRoot()
        if r > 90, r < 100 { pixels[y * width + x] = 0x5959_5959 }
      }
    }
    var runs = PixelRuns()
    pixels.withUnsafeBytes { raw in
      runs.encode(
        raw.baseAddress!.assumingMemoryBound(to: UInt8.self), stride: width * 4, width: width,
        height: height)
    }
    #expect(runs.bytes < width * height * 4 / 20)
    let ringBytes = runs.bytes
    let empty = [UInt32](repeating: 0, count: width * height)
    empty.withUnsafeBytes { raw in
      runs.encode(
        raw.baseAddress!.assumingMemoryBound(to: UInt8.self), stride: width * 4, width: width,
        height: height)
    }
    // About the size needed: the storage is reused, not grown.
    #expect(runs.bytes <= ringBytes)
  }
}
