import Foundation
import OpenUIKit

/// An image file from the test resources' `Images` folder, read as an app reads a file.
func fixtureImage(_ name: String, _ fileExtension: String) -> UIImage? {
    guard let url = Bundle.module.url(forResource: name, withExtension: fileExtension, subdirectory: "Images") else { return nil }
    return UIImage(contentsOfFile: url.path)
}
