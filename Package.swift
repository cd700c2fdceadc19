// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Bezel",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Bezel", targets: ["Bezel"]),
    .library(name: "BezelDrawing", targets: ["BezelDrawing"]),
    .library(name: "BezelMotion", targets: ["BezelMotion"]),
    .library(name: "BezelLayers", targets: ["BezelLayers"]),
    .library(name: "BezelRaster", targets: ["BezelRaster"]),
    .library(name: "BezelLottie", targets: ["BezelLottie"]),
    .library(name: "BezelComponents", targets: ["BezelComponents"]),
    .library(name: "BezelExport", targets: ["BezelExport"]),
    .library(name: "BezelConvert", targets: ["BezelConvert"]),
    .executable(name: "bezel", targets: ["bezel"]),
  ],
  targets: [
    // MARK: System libraries (Debian packages; `make deps` installs them)
    .systemLibrary(
      name: "CCairo", path: "Sources/C/CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CPango", path: "Sources/C/CPango", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev"])]),
    .systemLibrary(
      name: "CWebP", path: "Sources/C/CWebP", pkgConfig: "libwebpmux",
      providers: [.apt(["libwebp-dev"])]),
    .systemLibrary(
      name: "CJPEG", path: "Sources/C/CJPEG", pkgConfig: "libturbojpeg",
      providers: [.apt(["libturbojpeg0-dev"])]),
    .systemLibrary(
      name: "CGIF", path: "Sources/C/CGIF",
      providers: [.apt(["libgif-dev"])]),
    .systemLibrary(
      name: "CImageQuant", path: "Sources/C/CImageQuant", pkgConfig: "imagequant",
      providers: [.apt(["libimagequant-dev"])]),
    .systemLibrary(
      name: "CZlib", path: "Sources/C/CZlib", pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(
      name: "CGeos", path: "Sources/C/CGeos", pkgConfig: "geos",
      providers: [.apt(["libgeos-dev"])]),
    .systemLibrary(
      name: "CGtk", path: "Sources/C/CGtk", pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"])]),

    // MARK: Pure Swift
    // Each target lists exactly the modules its files import; each module folder's README.md
    // says what belongs there.
    .target(name: "BezelDrawing", exclude: ["README.md"]),
    .target(name: "BezelMotion", dependencies: ["BezelDrawing"], exclude: ["README.md"]),
    .target(
      name: "BezelLayers", dependencies: ["BezelDrawing", "BezelMotion"], exclude: ["README.md"]),
    // After Effects expressions: the JavaScript-subset interpreter and the host objects scripts
    // see, behind a small interface (`ExpressionDocument`) that BezelLottie implements.
    .target(
      name: "BezelLottieExpressions", dependencies: ["BezelDrawing", "BezelMotion"],
      exclude: ["README.md"]),
    .target(
      name: "BezelLottie",
      dependencies: [
        "BezelDrawing", "BezelMotion", "BezelLayers", "BezelLottieExpressions", "CGeos",
        "CPango", "CCairo",
      ],
      exclude: ["README.md"]),
    .target(
      name: "BezelComponents",
      dependencies: ["BezelDrawing", "BezelMotion", "BezelLayers", "BezelLottie"],
      exclude: ["README.md"], resources: [.copy("Resources")]),

    // MARK: Rendering and export (C libraries)
    .target(
      name: "BezelRaster",
      dependencies: [
        "BezelDrawing", "BezelLayers", "CCairo", "CPango", "CWebP", "CJPEG", "CZlib",
      ],
      exclude: ["README.md"]),
    .target(
      name: "BezelExport",
      dependencies: [
        "BezelDrawing", "BezelLayers", "BezelRaster", "CWebP", "CGIF", "CImageQuant", "CZlib",
      ],
      exclude: ["README.md"]),
    .target(
      name: "BezelConvert",
      dependencies: ["BezelDrawing", "BezelLayers", "BezelLottie", "BezelRaster", "BezelExport"],
      exclude: ["README.md"]),
    .target(
      name: "Bezel",
      dependencies: [
        "BezelDrawing", "BezelMotion", "BezelLayers", "BezelRaster", "BezelLottie",
        "BezelComponents", "BezelExport", "BezelConvert",
      ],
      exclude: ["README.md"]),
    .target(
      name: "BezelCommandLine",
      dependencies: [
        "BezelDrawing", "BezelLayers", "BezelRaster", "BezelLottie", "BezelComponents",
        "BezelExport", "BezelConvert", "BezelPreview", "BezelBench",
      ],
      exclude: ["README.md"]),
    .target(
      name: "BezelPreview",
      dependencies: [
        "BezelDrawing", "BezelMotion", "BezelLayers", "BezelRaster", "BezelComponents", "CGtk",
        "CCairo",
      ],
      exclude: ["README.md"]),
    // rlottie and ThorVG, the benchmark's peers, are opened at run time (dlopen), not linked.
    .target(
      name: "BezelBench",
      dependencies: [
        "BezelDrawing", "BezelLayers", "BezelRaster", "BezelLottie", "BezelComponents",
        "BezelExport", "CCairo", "CPango",
      ],
      exclude: ["README.md"]),
    .executableTarget(name: "bezel", dependencies: ["BezelCommandLine"], exclude: ["README.md"]),

    // MARK: Tests (each lists exactly the modules its files import)
    .testTarget(name: "BezelDrawingTests", dependencies: ["BezelDrawing", "BezelTestSupport"]),
    .testTarget(
      name: "BezelMotionTests", dependencies: ["BezelMotion", "BezelDrawing", "BezelTestSupport"]),
    .testTarget(
      name: "BezelLayersTests",
      dependencies: ["BezelDrawing", "BezelMotion", "BezelLayers", "BezelTestSupport"]),
    .testTarget(
      name: "BezelRasterTests",
      dependencies: [
        "BezelDrawing", "BezelLayers", "BezelRaster", "BezelTestSupport", "CJPEG", "CWebP",
        "CZlib",
      ],
      exclude: ["References"]),
    .testTarget(
      name: "BezelLottieTests",
      dependencies: [
        "BezelDrawing", "BezelLayers", "BezelLottie", "BezelLottieExpressions", "BezelRaster",
        "BezelTestSupport",
      ],
      exclude: ["Fixtures", "References", "corpus-floor.json"]),
    .testTarget(
      name: "BezelLottieExpressionsTests", dependencies: ["BezelDrawing", "BezelLottieExpressions"]),
    .testTarget(
      name: "BezelComponentsTests",
      dependencies: [
        "BezelDrawing", "BezelMotion", "BezelLayers", "BezelLottie", "BezelComponents",
        "BezelRaster", "BezelTestSupport",
      ],
      exclude: ["References"]),
    .testTarget(
      name: "BezelExportTests",
      dependencies: [
        "BezelDrawing", "BezelLayers", "BezelRaster", "BezelExport", "BezelMediaProbe",
      ]),
    .testTarget(
      name: "BezelCLITests",
      dependencies: [
        "BezelDrawing", "BezelLayers", "BezelRaster", "BezelLottie", "BezelComponents",
        "BezelExport", "BezelConvert", "BezelCommandLine", "BezelMediaProbe", "BezelTestSupport",
      ]),
    .testTarget(
      name: "BezelConvertTests",
      dependencies: [
        "BezelConvert", "BezelDrawing", "BezelExport", "BezelLottie", "BezelRaster",
        "BezelMediaProbe", "BezelTestSupport",
      ]),
    // Independent decoders (giflib, libwebp's demuxer, an APNG chunk reader) the export tests
    // read outputs back with.
    .target(
      name: "BezelMediaProbe", dependencies: ["CGIF", "CWebP", "CZlib"],
      path: "Tests/BezelMediaProbe"),
    .testTarget(
      name: "BezelPreviewTests",
      dependencies: [
        "BezelDrawing", "BezelMotion", "BezelLayers", "BezelRaster", "BezelPreview", "CCairo",
        "BezelTestSupport",
      ]),
    .testTarget(
      name: "BezelBenchTests",
      dependencies: ["BezelDrawing", "BezelLottie", "BezelRaster", "BezelBench"]),
    .testTarget(
      name: "BezelReliabilityTests", dependencies: ["Bezel", "BezelExport", "BezelTestSupport"],
      exclude: ["Fixtures"]),
    // What several test targets share (a seeded random number generator, test animations,
    // a finiteness check).
    .target(name: "BezelTestSupport", path: "Tests/BezelTestSupport"),
  ]
)
