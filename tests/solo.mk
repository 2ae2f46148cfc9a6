# tests/solo.mk — tests of the solitaire adaptation.
