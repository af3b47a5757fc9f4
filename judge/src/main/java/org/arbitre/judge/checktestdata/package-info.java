/**
 * checktestdata, the DOMjudge project's language of input grammars ({@code .ctd} input validators of
 * Kattis packages): a parser ({@link org.arbitre.judge.checktestdata.Ctd#parse}) and an interpreter
 * that checks an input byte for byte, without running a process.
 */
package org.arbitre.judge.checktestdata;
