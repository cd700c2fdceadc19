import Testing

@testable import BezelPreview

@Suite struct RendererChoiceTests {
  @Test func recognisesMesaSoftwareRasterisers() {
    #expect(RendererChoice.isSoftware(glRenderer: "llvmpipe (LLVM 15.0.6, 256 bits)"))
    #expect(RendererChoice.isSoftware(glRenderer: "softpipe"))
    #expect(RendererChoice.isSoftware(glRenderer: "Software Rasterizer"))
    #expect(RendererChoice.isSoftware(glRenderer: "Mesa DRI swrast"))
    #expect(!RendererChoice.isSoftware(glRenderer: "Mesa Intel(R) UHD Graphics 620 (KBL GT2)"))
    #expect(!RendererChoice.isSoftware(glRenderer: "AMD Radeon RX 6600 (navi23, LLVM 15.0.6)"))
    #expect(!RendererChoice.isSoftware(glRenderer: ""))
  }

  @Test func choosesCairoOnlyForSoftwareOpenGLWhenTheUserChoseNothing() {
    #expect(RendererChoice.renderer(userChoice: nil) { "llvmpipe (LLVM 15.0.6)" } == "cairo")
    #expect(RendererChoice.renderer(userChoice: "") { "llvmpipe (LLVM 15.0.6)" } == "cairo")
    #expect(RendererChoice.renderer(userChoice: nil) { "Mesa Intel(R) Xe Graphics" } == nil)
    // No OpenGL at all: GTK falls back to Cairo by itself.
    #expect(RendererChoice.renderer(userChoice: nil) { nil } == nil)
  }

  @Test func leavesTheUsersChoiceAloneWithoutMakingAContext() {
    var asked = false
    let choice = RendererChoice.renderer(userChoice: "gl") {
      asked = true
      return "llvmpipe"
    }
    #expect(choice == nil)
    #expect(!asked)
  }
}
